/**
 * The production-like static server for the built site: the path rules of ./resolve.ts and the
 * headers, caching and precompressed files of ./serving.ts (the same rules nginx applies).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {resolveRequest, type FileProbe} from './resolve.ts';
import {cacheControl, COMPRESSIBLE, CSP_FILE, securityHeaders} from './serving.ts';

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
  '.webmanifest': 'application/manifest+json',
};

const probe: FileProbe = (p) => {
  try {
    const stat = fs.statSync(p);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : 'none';
  } catch {
    return 'none';
  }
};

function readScriptHashes(root: string): string[] {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, CSP_FILE), 'utf8')) as {scriptHashes: string[]}).scriptHashes;
  } catch {
    console.warn(`No ${CSP_FILE} in ${root}: run scripts/postbuild.ts. Inline scripts will be blocked by the CSP.`);
    return [];
  }
}

/** Pick the best precompressed twin the client accepts: Brotli, then gzip, then the file itself. */
function negotiate(file: string, acceptEncoding: string): {file: string; encoding?: 'br' | 'gzip'} {
  const accepts = (name: string) => new RegExp(`(^|[,\\s])${name}(;q=(?!0(\\.0*)?\\b)[\\d.]+)?(\\s*(,|$))`).test(acceptEncoding);
  if (accepts('br') && probe(`${file}.br`) === 'file') return {file: `${file}.br`, encoding: 'br'};
  if (accepts('gzip') && probe(`${file}.gz`) === 'file') return {file: `${file}.gz`, encoding: 'gzip'};
  return {file};
}

export function createSiteServer(root: string): http.Server {
  const absoluteRoot = path.resolve(root);
  const baseHeaders = securityHeaders(readScriptHashes(absoluteRoot));
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    const rawPath = url.split('?')[0]!.split('#')[0]!;
    const result = resolveRequest(rawPath, absoluteRoot, probe);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {...baseHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Method not allowed');
      return;
    }
    if (result.kind === 'bad-request') {
      res.writeHead(400, {...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache'});
      res.end('Bad request');
      return;
    }
    if (result.kind === 'redirect') {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.writeHead(301, {...baseHeaders, Location: result.location + query, 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    const ext = path.extname(result.file);
    const compressible = COMPRESSIBLE.includes(ext);
    const chosen = compressible ? negotiate(result.file, String(req.headers['accept-encoding'] ?? '')) : {file: result.file};
    // Open before answering: a deploy may swap the files between the lookup and the read, and a
    // file that is gone by now is a 404, never an error thrown in the server.
    let fd: number;
    let stat: fs.Stats;
    try {
      fd = fs.openSync(chosen.file, 'r');
      stat = fs.fstatSync(fd);
    } catch {
      res.writeHead(404, {...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache'});
      res.end('Not found');
      return;
    }
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
    const headers: Record<string, string | number> = {
      ...baseHeaders,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': result.status === 200 ? cacheControl(rawPath) : 'no-cache',
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (result.status === 200 && req.headers['if-none-match'] === etag) {
      fs.closeSync(fd);
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Content-Length'] = stat.size;
    res.writeHead(result.status, headers);
    if (req.method === 'HEAD') {
      fs.closeSync(fd);
      res.end();
      return;
    }
    // The stream reads the file opened above (and closes it), whatever happened to its path since.
    const body = fs.createReadStream(chosen.file, {fd});
    body.on('error', () => res.destroy());
    body.pipe(res);
  });
}

/** Start on `port` (0 = any free port) and resolve with the base URL. */
export async function startSiteServer(root: string, port = 0): Promise<{url: string; close: () => Promise<void>}> {
  const server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
