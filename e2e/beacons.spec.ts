/**
 * The beacons (/_feedback, /_search-miss) and Markdown on request, over HTTP without a browser,
 * against both servers of the built site: the local server (`npm run serve`) and nginx with the
 * shipped rules. Each test sends from its own loopback address (127.0.x.y), so that the rate
 * limit, which counts per client, never mixes two tests. BEACON_LOG_DIR=<folder> keeps the two
 * logs there (local.jsonl, nginx.jsonl) for `npm run feedback-report`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {after, before, describe, it} from 'node:test';
import {startSiteServer} from '../scripts/serve/server.ts';
import {parseLine} from '../scripts/checks/lib/feedback-log.ts';
import {startNginx} from './support/nginx.ts';
import {rawRequest} from './support/raw-http.ts';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const LOG_DIR = process.env.BEACON_LOG_DIR ? path.resolve(process.env.BEACON_LOG_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'xpert-beacons-'));
fs.mkdirSync(LOG_DIR, {recursive: true});

let lastAddress = 0;
/** A loopback address no other request of this file has used. */
const freshAddress = () => {
  lastAddress += 1;
  return `127.0.${10 + Math.floor(lastAddress / 250)}.${1 + (lastAddress % 250)}`;
};

type Reply = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

function send(base: string, target: string, options: {method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string} = {}): Promise<Reply> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const readLines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

let markers = 0;
/**
 * Send a valid marker beacon and wait until its record is in the log (nginx writes a record after
 * it has answered); return the log's lines up to the marker. The records between two marks are
 * what the requests sent between them left.
 */
async function mark(base: string, log: string): Promise<string[]> {
  markers += 1;
  const page = `/marker/${markers}`;
  assert.equal((await send(base, `/_feedback?p=${page}&l=en&a=yes`, {from: freshAddress()})).status, 204);
  for (let i = 0; i < 500; i += 1) {
    const lines = readLines(log);
    // Every line written so far: nginx logs a request after its answer, so with two workers a
    // beacon answered before the marker may still be logged just after the marker's line.
    if (lines.some((line) => line.includes(`"p":"${page}"`))) return lines;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the record of ${page} never reached ${log}`);
}
/** The records logged between two marks, the markers' own records left out. */
const between = (first: string[], second: string[]) => second.slice(first.length).filter((line) => !/"p":"\/marker\/\d+"/.test(line));

/**
 * The records logged since the mark `start`, once `expected` of them are in: a second mark, then the
 * log read again until the count is reached (as long as `mark` waits for its own record). nginx writes
 * a record after it has answered, so with two workers a beacon's record can land after the next
 * marker's (seen under load: the second of two beacons, 1 record of 2 at the mark).
 */
async function recordsSince(start: string[], base: string, log: string, expected: number): Promise<string[]> {
  let lines = between(start, await mark(base, log));
  for (let i = 0; lines.length < expected && i < 500; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    lines = between(start, readLines(log));
  }
  return lines;
}

/** Valid beacons and the record each must leave, decoded (written here by hand, not by the code under test). */
const VALID: {target: string; expected: Record<string, string>}[] = [
  {target: '/_feedback?p=/en/docs/ai/&l=en&a=yes', expected: {kind: 'feedback', p: '/en/docs/ai/', l: 'en', a: 'yes', r: '', c: ''}},
  {
    target: '/_feedback?p=%2Fdocs%2Fai%2Fworkflow%2Fagent&l=zh-Hans&a=no&r=example&c=%E8%AF%B7%E7%BB%99%E4%B8%80%E4%B8%AA%E5%AE%8C%E6%95%B4%E7%9A%84%E4%BE%8B%E5%AD%90',
    expected: {kind: 'feedback', p: '/docs/ai/workflow/agent', l: 'zh-Hans', a: 'no', r: 'example', c: '请给一个完整的例子'},
  },
  {
    target: '/_search-miss?q=++Agent+Memory%20&l=en&s=box&p=/en/docs/',
    expected: {kind: 'search-miss', q: 'Agent Memory', l: 'en', s: 'box', p: '/en/docs/'},
  },
  {target: '/_search-miss?s=page&l=zh-Hans&q=%E7%9F%A5%E8%AF%86%E5%BA%93', expected: {kind: 'search-miss', q: '知识库', l: 'zh-Hans', s: 'page', p: ''}},
];

/** Attempts to write a second record or break the line: quotes, backslashes, braces, encoded separators. */
const INJECTIONS: {comment: string; valid: boolean}[] = [
  {comment: '"},{"t":"2000-01-01T00:00:00+00:00","kind":"feedback","enc":"text","p":"/x","l":"en","a":"yes","r":"","c":"', valid: true},
  {comment: 'back\\slash \\" \\\\u000a \\n end', valid: true},
  {comment: 'line\u2028separator\u2029and }{ ][', valid: true},
  {comment: 'a\nb', valid: false},
  {comment: 'a\r\n{"kind":"feedback"}', valid: false},
  {comment: 'tab\there', valid: false},
  {comment: 'nul\u0000', valid: false},
  {comment: 'del\u007f', valid: false},
];

/** Invalid requests and the status each must get; none may leave a record. */
const INVALID: {target: string; status: number; method?: string; body?: string; note: string}[] = [
  {target: '/_feedback', status: 400, note: 'no parameters'},
  {target: '/_feedback?p=/x&l=en', status: 400, note: 'no answer'},
  {target: '/_feedback?p=/x&l=en&a=yes&utm_source=x', status: 400, note: 'unknown parameter'},
  {target: '/_feedback?p=/x&l=en&a=yes&a=no', status: 400, note: 'repeated parameter'},
  {target: '/_feedback?p=/x&l=en&a=yes&r=unclear', status: 400, note: 'a reason with a yes'},
  {target: '/_feedback?p=x&l=en&a=yes', status: 400, note: 'page not a path'},
  {target: '/_feedback?p=/x&l=de&a=yes', status: 400, note: 'unknown locale'},
  {target: `/_feedback?p=/x&l=en&a=no&c=${'a'.repeat(501)}`, status: 400, note: 'comment of 501 characters'},
  {target: `/_feedback?p=/${'a'.repeat(300)}&l=en&a=yes`, status: 400, note: 'page of 301 characters'},
  {target: '/_feedback?p=/x&l=en&a=no&c=%C3%28', status: 400, note: 'not UTF-8'},
  {target: '/_feedback?p=/x%00&l=en&a=yes', status: 400, note: 'NUL'},
  {target: '/_feedback?p=/x&l=en&a=no&c=%1b%5B2J', status: 400, note: 'escape character'},
  {target: '/_search-miss?q=+%20+&l=en&s=box', status: 400, note: 'empty query after trimming'},
  {target: `/_search-miss?q=${'x'.repeat(101)}&l=en&s=box`, status: 400, note: 'query of 101 characters'},
  {target: '/_search-miss?q=x&l=en&s=sidebarzz', status: 400, note: 'unknown source'},
  {target: `/_feedback?p=/x&l=en&a=no&c=${'a'.repeat(4100)}`, status: 414, note: 'target over 4 KiB'},
  {target: `/_feedback?p=/x&l=en&a=no&c=${'a'.repeat(20_000)}`, status: 414, note: 'target of 20 KiB'},
  {target: '/_feedback?p=/x&l=en&a=yes', status: 413, method: 'POST', body: 'x'.repeat(2000), note: 'body over 1 KiB'},
  {target: '/_feedback?p=/x&l=en&a=yes', status: 405, method: 'PUT', note: 'PUT'},
  {target: '/_feedback?p=/x&l=en&a=yes', status: 405, method: 'HEAD', note: 'HEAD'},
  {target: '/_search-miss?q=x&l=en&s=box', status: 405, method: 'DELETE', note: 'DELETE'},
  {target: '/_feedback/?p=/x&l=en&a=yes', status: 404, note: 'another path'},
  {target: '/en/_feedback?p=/x&l=en&a=yes', status: 404, note: 'under /en/'},
  {target: '/_feedbac%6b?p=/x&l=en&a=yes', status: 404, note: 'an encoded letter'},
];

const DOC = '/en/docs/getting-started/community/docker';
const CATEGORY = '/en/docs/ai/';
const ZH_DOC = '/docs/getting-started/community/docker';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const blogPost = () => {
  const md = fs.readdirSync(path.join(BUILD, 'en', 'blog')).find((f) => f.endsWith('.md') && f !== 'index.md');
  assert.ok(md, 'no Markdown twin of a blog post in the build');
  return `/en/blog/${md.slice(0, -3)}`;
};

for (const target of ['local server', 'nginx'] as const) {
  describe(`beacons and Markdown through the ${target}`, () => {
    let base = '';
    let log = '';
    let close: () => Promise<void> = async () => {};
    before(async () => {
      const file = path.join(LOG_DIR, target === 'nginx' ? 'nginx.jsonl' : 'local.jsonl');
      fs.rmSync(file, {force: true});
      const server = target === 'nginx' ? await startNginx(BUILD, {feedbackLog: file}) : await startSiteServer(BUILD, 0, {feedbackLog: file});
      base = server.url;
      log = file;
      close = server.close;
    });
    after(() => close());

    it('answers a valid beacon 204 with no body, no-store and the security headers, and logs exactly its fields', async () => {
      for (const {target: t, expected} of VALID) {
        const start = await mark(base, log);
        for (const method of ['GET', 'POST']) {
          const res = await send(base, t, {method, from: freshAddress(), body: method === 'POST' ? '' : undefined});
          assert.equal(res.status, 204, `${method} ${t}`);
          assert.equal(res.body.length, 0);
          assert.equal(res.headers['cache-control'], 'no-store');
          assert.match(String(res.headers['content-security-policy']), /connect-src 'self'/);
          assert.equal(res.headers['x-content-type-options'], 'nosniff');
          assert.equal(res.headers['set-cookie'], undefined);
        }
        const lines = await recordsSince(start, base, log, 2);
        assert.equal(lines.length, 2, t);
        for (const line of lines) {
          const record = JSON.parse(line) as Record<string, string>;
          const {t: time, enc, ...fields} = record;
          assert.match(time!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
          assert.equal(enc, target === 'nginx' ? 'url' : 'text');
          // Exactly the fields of the contract: nothing about the client.
          assert.deepEqual(Object.keys(fields).sort(), Object.keys(expected).sort());
          assert.doesNotMatch(line, /127\.0\.|Mozilla|node|Referer/i);
          const parsed = parseLine(line);
          assert.ok('entry' in parsed, line);
          const decoded: Record<string, string> = {...parsed.entry};
          delete decoded.t;
          assert.deepEqual(decoded, expected, line);
        }
      }
    });

    it('refuses invalid, oversized and misaddressed requests with 400, 404, 405, 413 or 414, and logs nothing', async () => {
      const start = await mark(base, log);
      for (const bad of INVALID) {
        const res = await send(base, bad.target, {method: bad.method, body: bad.body, from: freshAddress()});
        assert.equal(res.status, bad.status, `${bad.note}: ${bad.target.slice(0, 80)}`);
        if (bad.status !== 404) assert.equal(res.headers['cache-control'], 'no-store', bad.note);
        if (bad.status === 405) assert.equal(res.headers.allow, 'GET, POST', bad.note);
        // Never an echo of the input.
        assert.doesNotMatch(res.body.toString(), /utm_source|aaaaaaaa|%1b|sidebarzz/i, bad.note);
      }
      // Raw control characters in the request line: refused before any rule (400) or by the rules.
      for (const raw of ['/_feedback?p=/x&l=en&a=no&c=a\tb', '/_feedback?p=/x&l=en&a=no&c=a\u0001b', '/_feedback?p=/x&l=en&a=no&c=caf\u00e9']) {
        const res = await rawRequest(base, 'GET', raw, {}, freshAddress());
        assert.equal(res.status, 400, JSON.stringify(raw));
      }
      assert.deepEqual(between(start, await mark(base, log)), []);
      const ok = await send(base, '/_feedback?p=/x&l=en&a=yes', {method: 'POST', body: 'x'.repeat(1024), from: freshAddress()});
      assert.equal(ok.status, 204, 'a body of 1 KiB is allowed (and ignored)');
    });

    it('keeps one record a line whatever the comment holds (log injection)', async () => {
      for (const {comment, valid} of INJECTIONS) {
        const start = await mark(base, log);
        const query = new URLSearchParams({p: '/en/docs/x', l: 'en', a: 'no', r: 'other', c: comment}).toString();
        const res = await send(base, `/_feedback?${query}`, {from: freshAddress()});
        assert.equal(res.status, valid ? 204 : 400, JSON.stringify(comment));
        const lines = await recordsSince(start, base, log, valid ? 1 : 0);
        assert.equal(lines.length, valid ? 1 : 0, JSON.stringify(comment));
        if (valid) {
          const parsed = parseLine(lines[0]!);
          assert.ok('entry' in parsed, lines[0]);
          assert.equal((parsed.entry as {c: string}).c, comment);
        }
      }
      // Raw quotes and backslashes, as a client that does not encode them sends them.
      const start = await mark(base, log);
      const res = await rawRequest(base, 'GET', '/_feedback?p=/en/docs/x&l=en&a=no&c="},{"kind":"x"}\\', {}, freshAddress());
      assert.equal(res.status, 204);
      const lines = await recordsSince(start, base, log, 1);
      assert.equal(lines.length, 1);
      const parsed = parseLine(lines[0]!);
      assert.ok('entry' in parsed, lines[0]);
      assert.equal((parsed.entry as {c: string}).c, '"},{"kind":"x"}\\');
    });

    it('limits each client to a burst of 6 beacons, then answers 429 without logging', async () => {
      const from = freshAddress();
      const start = await mark(base, log);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await send(base, '/_search-miss?q=rate&l=en&s=box', {from})).status);
      assert.deepEqual(statuses.slice(0, 6), [204, 204, 204, 204, 204, 204]);
      assert.ok(statuses.slice(6).includes(429), statuses.join(' '));
      const logged = statuses.filter((s) => s === 204).length;
      assert.equal((await recordsSince(start, base, log, logged)).length, logged);
      const limited = await send(base, '/_search-miss?q=rate&l=en&s=box', {from});
      assert.equal(limited.status, 429);
      assert.equal(limited.headers['cache-control'], 'no-store');
      const other = await send(base, '/_search-miss?q=rate&l=en&s=box', {from: freshAddress()});
      assert.equal(other.status, 204, 'another client is not limited');
      // Invalid requests are refused before the rate limit counts them.
      assert.equal((await send(base, '/_search-miss?q=&l=en&s=box', {from})).status, 400);
    });

    it('counts the client named last in X-Forwarded-For (the load balancer appends it)', async () => {
      const from = freshAddress();
      const beacon = '/_search-miss?q=forwarded&l=en&s=box';
      const as = (forwardedFor: string) => send(base, beacon, {from, headers: {'X-Forwarded-For': forwardedFor}}).then((r) => r.status);
      const first: number[] = [];
      for (let i = 0; i < 10; i += 1) first.push(await as(`198.51.100.${i}, 203.0.113.7`));
      assert.deepEqual(first.slice(0, 6), [204, 204, 204, 204, 204, 204]);
      assert.ok(first.slice(6).includes(429), `a forged first address does not make another client: ${first.join(' ')}`);
      assert.equal(await as('203.0.113.8'), 204, 'another client behind the same balancer');
    });

    it('keeps 405 with Allow: GET, HEAD for other paths', async () => {
      const res = await send(base, '/en/', {method: 'POST', from: freshAddress()});
      assert.equal(res.status, 405);
      assert.equal(res.headers.allow, 'GET, HEAD');
      assert.equal(res.headers['cache-control'], 'no-cache');
    });

    it('answers Accept: text/markdown on docs pages and posts with the Markdown twin, byte for byte', async () => {
      const post = blogPost();
      const pairs = [
        [DOC, `${DOC}.md`],
        [`${DOC}/`, `${DOC}.md`],
        [CATEGORY, `${CATEGORY}index.md`],
        [CATEGORY.slice(0, -1), `${CATEGORY}index.md`],
        [ZH_DOC, `${ZH_DOC}.md`],
        [post, `${post}.md`],
      ];
      for (const [page, twinUrl] of pairs as [string, string][]) {
        const twin = await send(base, twinUrl);
        assert.equal(twin.status, 200, twinUrl);
        for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/html;q=0.5, text/markdown']) {
          const md = await send(base, page, {headers: {Accept: accept}});
          assert.equal(md.status, 200, `${page} ${accept}`);
          assert.equal(md.headers['content-type'], 'text/markdown; charset=utf-8', page);
          assert.ok(md.body.equals(twin.body), `${page}: not the bytes of ${twinUrl}`);
          assert.match(String(md.headers.vary), /^Accept-Encoding, Accept$/, page);
        }
        const br = await send(base, page, {headers: {Accept: 'text/markdown', 'Accept-Encoding': 'br'}});
        if (twin.body.length > 1024) {
          assert.equal(br.headers['content-encoding'], 'br', page);
          assert.ok(zlib.brotliDecompressSync(br.body).equals(twin.body), page);
        }
        // The twin at its own URL does not vary with Accept.
        assert.equal(twin.headers.vary, 'Accept-Encoding', twinUrl);
        assert.equal(twin.headers['content-type'], 'text/markdown; charset=utf-8', twinUrl);
      }
    });

    it("keeps HTML for browsers' Accept headers, and says Vary: Accept on every page", async () => {
      for (const accept of [BROWSER_ACCEPT, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'text/markdown;q=0', '']) {
        for (const page of [DOC, CATEGORY, '/en/pricing/', '/']) {
          const res = await send(base, page, {headers: accept ? {Accept: accept} : {}});
          assert.equal(res.status, 200, `${page} ${accept}`);
          assert.match(String(res.headers['content-type']), /^text\/html/, `${page} ${accept}`);
          assert.equal(res.headers.vary, 'Accept-Encoding, Accept', `${page} ${accept}`);
        }
      }
      // A page without a twin stays HTML when Markdown is asked for; the not-found page too.
      const pricing = await send(base, '/en/pricing/', {headers: {Accept: 'text/markdown'}});
      assert.match(String(pricing.headers['content-type']), /^text\/html/);
      const missing = await send(base, '/en/no/such/page', {headers: {Accept: 'text/markdown'}});
      assert.equal(missing.status, 404);
      assert.match(String(missing.headers['content-type']), /^text\/html/);
      assert.equal(missing.headers.vary, 'Accept-Encoding, Accept');
      // Files that are not pages keep Vary: Accept-Encoding alone.
      const sitemap = await send(base, '/sitemap.xml');
      assert.equal(sitemap.headers.vary, 'Accept-Encoding');
    });
  });
}

describe('the two logs', () => {
  it('hold the same records once decoded, whichever server wrote them', () => {
    const records = (file: string) =>
      readLines(path.join(LOG_DIR, file))
        .map((line) => {
          const parsed = parseLine(line);
          assert.ok('entry' in parsed, line);
          const entry: Record<string, string> = {...parsed.entry};
          delete entry.t;
          return JSON.stringify(entry);
        })
        .filter((entry) => !entry.includes('/marker/'))
        .sort();
    const local = records('local.jsonl');
    assert.ok(local.length >= 20, `${local.length} records`);
    assert.deepEqual(records('nginx.jsonl'), local);
  });
});

describe("nginx's other logs", () => {
  it('the main access log never records a beacon (it holds addresses), nor does the error log', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xpert-access-'));
    const accessLog = path.join(dir, 'access.log');
    const nginx = await startNginx(BUILD, {accessLog, feedbackLog: path.join(dir, 'feedback.jsonl')});
    try {
      assert.equal((await send(nginx.url, '/_feedback?p=/x&l=en&a=yes', {from: freshAddress()})).status, 204);
      assert.equal((await send(nginx.url, '/_feedback?p=/x&l=en&a=maybe', {from: freshAddress()})).status, 400);
      assert.equal((await send(nginx.url, '/_feedback', {method: 'PUT', from: freshAddress()})).status, 405);
      const tooLarge = await send(nginx.url, '/_feedback?p=/x&l=en&a=no&c=secret', {method: 'POST', body: 'x'.repeat(5000), from: freshAddress()});
      assert.equal(tooLarge.status, 413);
      const from = freshAddress();
      for (let i = 0; i < 8; i += 1) await send(nginx.url, '/_feedback?p=/x&l=en&a=no&c=secret', {from});
      assert.equal((await send(nginx.url, '/en/')).status, 200);
      // nginx writes "client intended to send too large body ... client: <address>, request: ..." at
      // level error, and the rate limit's messages at its log level: neither may reach this log.
      const errors = fs.readFileSync(nginx.errorLog, 'utf8');
      assert.doesNotMatch(errors, /secret|_feedback|127\.0\./);
    } finally {
      await nginx.close();
    }
    // nginx has stopped: every line it was going to write is written.
    assert.deepEqual(readLines(accessLog), ['GET /en/ HTTP/1.1']);
    // The first valid beacon and the 6 of the burst that passed the rate limit.
    assert.equal(readLines(path.join(dir, 'feedback.jsonl')).length, 7);
  });
});
