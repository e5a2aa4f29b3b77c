/**
 * Run the shipped nginx rules (deploy/nginx/xpert-http.conf and xpert-site.conf) on loopback against
 * a build folder. The one change: the beacon log goes to a file of the test instead of /var/log/nginx.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {NGINX_FEEDBACK_LOG} from '../../scripts/serve/gen-nginx.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function checkNginx(): void {
  if (!fs.existsSync(NGINX) || !fs.existsSync(BROTLI_MODULE)) {
    throw new Error(
      `nginx with the Brotli static module is needed (${NGINX}, ${BROTLI_MODULE}): ` +
        '`sudo apt-get install -y nginx libnginx-mod-http-brotli-static`, or set NGINX_PATH.',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(log, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nginx did not start listening');
}

/**
 * `accessLog`: a file that gets one line (the request line) per request answered, for counting transfers.
 * `feedbackLog`: where the beacon records go (default: a file in nginx's temporary folder, removed on close).
 */
export async function startNginx(
  root: string,
  options: {accessLog?: string; feedbackLog?: string} = {},
): Promise<{url: string; feedbackLog: string; errorLog: string; close: () => Promise<void>}> {
  checkNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xpert-nginx-'));
  const port = await freePort();
  const feedbackLog = path.resolve(options.feedbackLog ?? path.join(dir, 'feedback.jsonl'));
  const shipped = fs.readFileSync('deploy/nginx/xpert-site.conf', 'utf8');
  if (!shipped.includes(NGINX_FEEDBACK_LOG)) throw new Error(`deploy/nginx/xpert-site.conf does not name ${NGINX_FEEDBACK_LOG}`);
  const siteConf = path.join(dir, 'xpert-site.conf');
  fs.writeFileSync(siteConf, shipped.replaceAll(NGINX_FEEDBACK_LOG, feedbackLog));
  const httpConf = path.resolve('deploy/nginx/xpert-http.conf');
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { text/markdown md; application/manifest+json webmanifest; }
  default_type application/octet-stream;
  ${options.accessLog ? `log_format requests '$request';\n  access_log ${options.accessLog} requests if=$xpert_main_log;` : 'access_log off;'}
  include ${httpConf};
  ${temp.join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(root)};
    include ${siteConf};
  }
}
`,
  );
  const log = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {stdio: 'ignore'});
  await waitForPort(port, child, log);
  return {
    url: `http://127.0.0.1:${port}`,
    feedbackLog,
    errorLog: log,
    close: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
