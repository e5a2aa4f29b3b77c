/**
 * The production-like static server for the built site: the path rules of ./resolve.ts and the
 * headers, caching and precompressed files of ./serving.ts (the same rules nginx applies).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import send from 'send';
import {originForm, resolveTarget, type FileProbe} from './resolve.ts';
import {ALLOWED_METHODS, BEACON_METHODS, cacheControl, COMPRESSIBLE, connectSources, CSP_FILE, HASHED_PATH, isApiPage, securityHeaders, varyOf, wantsMarkdown} from './serving.ts';
import {
  BEACON_BURST,
  BEACON_RATE_PER_MINUTE,
  beaconOf,
  clientOf,
  judge,
  localRecord,
  MAX_BEACON_TARGET,
  MAX_BODY,
  RateLimiter,
  type BeaconKind,
} from './beacons.ts';

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
    console.warn(`No ${CSP_FILE} in ${root}: run scripts/build/postbuild.ts. Inline scripts will be blocked by the CSP.`);
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

/** Header bytes the server reads; the request target's own limit (MAX_TARGET_LENGTH) answers 400 first. */
const MAX_HEADER_BYTES = 32 * 1024;

export type SiteServerOptions = {
  /** Where valid beacon records go, one JSON object a line (default: $FEEDBACK_LOG or feedback/feedback.jsonl). */
  feedbackLog?: string;
  /** The clock of the rate limit and the time stamps, in milliseconds (tests). */
  now?: () => number;
};

/** The local server's beacon log: FEEDBACK_LOG, or feedback/feedback.jsonl under the current folder. */
export const defaultFeedbackLog = () => path.resolve(process.env.FEEDBACK_LOG ?? path.join('feedback', 'feedback.jsonl'));

export function createSiteServer(root: string, options: SiteServerOptions = {}): http.Server {
  const absoluteRoot = path.resolve(root);
  const scriptHashes = readScriptHashes(absoluteRoot);
  const baseHeaders = securityHeaders(scriptHashes);
  // The API pages' console calls the reader's server (scripts/serve/serving.ts, isApiPage).
  const apiPageHeaders = securityHeaders(scriptHashes, connectSources(true));
  const feedbackLog = options.feedbackLog ?? defaultFeedbackLog();
  const now = options.now ?? Date.now;
  const limiter = new RateLimiter(BEACON_RATE_PER_MINUTE, BEACON_BURST);
  const plain = (res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, {...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...extra});
    res.end(res.req?.method === 'HEAD' ? undefined : text);
  };
  /** A beacon: the rules of ./beacons.ts, in nginx's order (405, 414, 413, 400, 429, then 204). */
  const beacon = (req: http.IncomingMessage, res: http.ServerResponse, kind: BeaconKind, target: string) => {
    const noStore = {'Cache-Control': 'no-store'};
    if (req.method !== 'GET' && req.method !== 'POST') return plain(res, 405, 'Method not allowed', {...noStore, Allow: BEACON_METHODS});
    if (target.length > MAX_BEACON_TARGET) return plain(res, 414, 'URI too long', noStore);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return plain(res, 413, 'Request body too large', {...noStore, Connection: 'close'});
    // A raw `#` ends the query, as nginx reads it (browsers never send a fragment).
    const query = target.includes('?') ? target.slice(target.indexOf('?') + 1).split('#')[0]! : '';
    const judgement = judge(kind, query);
    if (!judgement.ok) return plain(res, 400, 'Bad request', noStore);
    const client = clientOf(String(req.headers['x-forwarded-for'] ?? ''), req.socket.remoteAddress ?? '');
    if (!limiter.take(client, now())) return plain(res, 429, 'Too many requests', noStore);
    try {
      fs.mkdirSync(path.dirname(feedbackLog), {recursive: true});
      // One write of one line, in append mode: records never interleave.
      fs.appendFileSync(feedbackLog, `${JSON.stringify(localRecord(kind, judgement.values, new Date(now())))}\n`);
    } catch (error) {
      console.error(`Could not write the beacon log ${feedbackLog}: ${(error as Error).message}`);
    }
    res.writeHead(204, {...baseHeaders, ...noStore});
    res.end();
    // A body (never read) is drained by Node once the answer is sent.
  };
  const server = http.createServer({maxHeaderSize: MAX_HEADER_BYTES}, (req, res) => {
    const target = originForm(req.url ?? '');
    if (target === null) {
      plain(res, 400, 'Bad request');
      return;
    }
    const kind = beaconOf(target.split('?')[0]!);
    if (kind !== null) {
      beacon(req, res, kind, target);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method not allowed', {Allow: ALLOWED_METHODS});
      return;
    }
    const rawPath = target.split('?')[0]!;
    const markdown = wantsMarkdown(String(req.headers.accept ?? '')) && !HASHED_PATH.test(rawPath);
    const result = resolveTarget(target, absoluteRoot, probe, {markdown});
    if (result.kind === 'bad-request') {
      plain(res, 400, 'Bad request');
      return;
    }
    if (result.kind === 'redirect') {
      res.writeHead(301, {...baseHeaders, Location: result.location, 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    const ext = path.extname(result.file);
    const compressible = COMPRESSIBLE.includes(ext);
    const chosen = compressible ? negotiate(result.file, String(req.headers['accept-encoding'] ?? '')) : {file: result.file};
    res.statusCode = result.status;
    for (const [name, value] of Object.entries(result.status === 200 && isApiPage(rawPath) ? apiPageHeaders : baseHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', result.status === 200 ? cacheControl(rawPath) : 'no-cache');
    if (compressible) res.setHeader('Vary', varyOf(result.file, rawPath));
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    // `send` streams the chosen file with ETag, Last-Modified, conditional requests (304), single
    // byte ranges (206/416) and HEAD; the path rules stay ours. It reads the file by path: a file a
    // deploy removed since the lookup is an error event here, answered 404, never thrown.
    const relative = path.relative(absoluteRoot, chosen.file).split(path.sep).map(encodeURIComponent).join('/');
    send(req, relative, {
      root: absoluteRoot,
      acceptRanges: result.status === 200, // the not-found page is never sent in parts (nginx: neither)
      cacheControl: false,
      dotfiles: 'allow',
      index: false,
      etag: true,
      lastModified: true,
    })
      .on('error', (error: {status?: number}) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const status = error.status === 412 || error.status === 416 ? error.status : 404;
        for (const name of ['Content-Encoding', 'Vary', 'ETag', 'Last-Modified', 'Accept-Ranges']) res.removeHeader(name);
        if (status !== 416) res.removeHeader('Content-Range');
        plain(res, status, status === 404 ? 'Not found' : 'Precondition or range not satisfiable');
      })
      .pipe(res);
  });
  // Requests the HTTP parser refuses (a malformed request line, headers over the limit) still get
  // an answer with the security headers, like nginx's 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    // A method the parser does not know is still a method this site does not allow (nginx: 405).
    // The beacons allow other methods and are never stored by a cache: read the target from the raw request line.
    const requestLine = ((error as {rawPacket?: Buffer}).rawPacket?.toString('latin1') ?? '').split('\r\n')[0]!;
    const beaconTarget = beaconOf((originForm(requestLine.split(' ')[1] ?? '') ?? '').split('?')[0]!) !== null;
    const allow = beaconTarget ? BEACON_METHODS : ALLOWED_METHODS;
    const [status, text, extra] =
      error.code === 'HPE_INVALID_METHOD' ? ['405 Method Not Allowed', 'Method not allowed', {Allow: allow}] : ['400 Bad Request', 'Bad request', {}];
    const head = Object.entries({...baseHeaders, ...extra, ...(beaconTarget ? {'Cache-Control': 'no-store'} : {}), 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(text.length), Connection: 'close'})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n\r\n${text}`);
  });
  return server;
}

/** Start on `port` (0 = any free port) and resolve with the base URL. */
export async function startSiteServer(root: string, port = 0, options: SiteServerOptions = {}): Promise<{url: string; close: () => Promise<void>}> {
  const server = createSiteServer(root, options);
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
