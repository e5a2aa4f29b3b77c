/** A small static server for the built site, following the rules of ./resolve.ts. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {resolveRequest, type FileProbe} from './resolve.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

const probe: FileProbe = (p) => {
  try {
    const stat = fs.statSync(p);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : 'none';
  } catch {
    return 'none';
  }
};

export function createSiteServer(root: string): http.Server {
  const absoluteRoot = path.resolve(root);
  return http.createServer((req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    const result = resolveRequest(rawPath, absoluteRoot, probe);
    if (result.kind === 'bad-request') {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Bad request');
      return;
    }
    if (result.kind === 'redirect') {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(301, {Location: result.location + query});
      res.end();
      return;
    }
    const type = TYPES[path.extname(result.file)] ?? 'application/octet-stream';
    fs.readFile(result.file, (error, body) => {
      if (error) {
        res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end('Internal error');
        return;
      }
      res.writeHead(result.status, {'Content-Type': type, 'Content-Length': body.length});
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
}

/** Start on `port` (0 = any free port) and resolve with the base URL. */
export async function startSiteServer(root: string, port = 0): Promise<{url: string; close: () => Promise<void>}> {
  const server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
