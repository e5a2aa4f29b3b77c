/**
 * The hostile-URL corpus (e2e/support/hostile-corpus.ts) against both servers of the built site:
 * the local server (`npm run serve`) and nginx with the shipped rules. A differential test: for
 * every request the two must give the same status and the same Location, so the local server can
 * never promise what the real host does not do. Then each answer is judged on its own: a status
 * from the allowed set for its class, a Location that is a path on this origin, no header that
 * the request tried to inject, the security headers on every answer. The beacons (/_feedback,
 * /_search-miss) are in the corpus too: after it, each server's beacon log holds one valid record
 * per 204 it answered and nothing else. Every request goes out from its own loopback address, so
 * that the beacons' rate limit (per client) never answers for the corpus.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import os from 'node:os';
import {startSiteServer} from '../scripts/serve/server.ts';
import {beaconOf} from '../scripts/serve/beacons.ts';
import {parseLine} from '../scripts/checks/lib/feedback-log.ts';
import {hostileCorpus, RAW_LINE_BREAKS, type HostileClass, type HostileRequest} from './support/hostile-corpus.ts';
import {startNginx} from './support/nginx.ts';
import {rawRequest, type RawReply} from './support/raw-http.ts';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const mainJs = () => `/${path.posix.join('assets/js', fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!)}`;

/** What each class may be answered with (a hostile request: a same-site redirect, 400, 404 or 405). */
const ALLOWED: Record<HostileClass, number[]> = {
  'open-redirect': [301, 400, 404, 405],
  traversal: [400, 404],
  nul: [400, 404],
  crlf: [200, 301, 400, 404],
  control: [400, 404],
  encoding: [200, 301, 400, 404],
  long: [200, 301, 400, 404],
  method: [200, 301, 400, 404, 405],
  range: [200, 206, 404, 416],
  conditional: [200, 304],
  'absolute-form': [200, 301, 400, 404],
  beacon: [204, 301, 400, 404, 405, 413, 414],
  baseline: [200, 301, 404],
};

/** Independent of the servers' own check: one `/`, then neither `/` nor `\`, printable ASCII only. */
const onThisOrigin = (location: string) => location.startsWith('/') && !/^\/[/\\]/.test(location) && !/[^\x21-\x7e]/.test(location);

type Server = {url: string; feedbackLog: string; close: () => Promise<void>};

/** The loopback address of the i-th request of the corpus (127.0.1.1, 127.0.1.2, ...). */
const addressOf = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

async function send(server: Server, entry: HostileRequest, from: string): Promise<RawReply> {
  const headers = {...entry.headers};
  if (entry.revalidate) {
    const first = await rawRequest(server.url, 'GET', entry.target, entry.headers, from);
    const etag = first.headers.etag?.[0];
    assert.ok(etag, `${entry.target}: no ETag to revalidate with`);
    headers['If-None-Match'] = etag;
  }
  return rawRequest(server.url, entry.method, entry.target, headers, from);
}

/** The raw path of a target, origin-form or absolute-form. */
const pathOf = (target: string) => target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('?')[0]!;

const show = (entry: HostileRequest) => `${entry.method} ${JSON.stringify(entry.target.length > 70 ? `${entry.target.slice(0, 70)}…(${entry.target.length})` : entry.target)}`;

describe('hostile URLs against both servers', () => {
  let local: Server;
  let nginx: Server;
  const corpus = hostileCorpus(mainJs());
  const replies: {entry: HostileRequest; local: RawReply; nginx: RawReply}[] = [];

  before(async () => {
    const localLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xpert-hostile-')), 'feedback.jsonl');
    local = {...(await startSiteServer(BUILD, 0, {feedbackLog: localLog})), feedbackLog: localLog};
    nginx = await startNginx(BUILD);
    for (const [i, entry] of corpus.entries()) {
      replies.push({entry, local: await send(local, entry, addressOf(i)), nginx: await send(nginx, entry, addressOf(i))});
    }
  });
  after(async () => {
    await local?.close();
    await nginx?.close();
  });

  it('holds at least 150 requests from every class', () => {
    const counts = new Map<string, number>();
    for (const entry of corpus) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
    console.log(`corpus: ${corpus.length} requests (${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')})`);
    assert.ok(corpus.length >= 150, `${corpus.length} requests`);
    assert.equal(counts.size, Object.keys(ALLOWED).length);
  });

  it('gets the same status and Location from the local server and nginx', () => {
    const differ = replies.filter((r) => r.local.status !== r.nginx.status || r.local.headers.location?.[0] !== r.nginx.headers.location?.[0]);
    const lines = differ.map(
      (r) => `${show(r.entry)}: local ${r.local.status} ${r.local.headers.location?.[0] ?? ''} / nginx ${r.nginx.status} ${r.nginx.headers.location?.[0] ?? ''}`,
    );
    assert.equal(differ.length, 0, `${differ.length} of ${replies.length} requests differ:\n${lines.join('\n')}`);
  });

  for (const server of ['local', 'nginx'] as const) {
    it(`${server}: answers each class with an allowed status, the security headers and nothing injected`, () => {
      const problems: string[] = [];
      for (const r of replies) {
        const reply = r[server];
        const where = `${show(r.entry)} -> ${reply.status}`;
        if (!ALLOWED[r.entry.kind].includes(reply.status)) problems.push(`${where}: status not allowed for ${r.entry.kind}`);
        const location = reply.headers.location ?? [];
        if (location.length > 1) problems.push(`${where}: ${location.length} Location headers`);
        if (location[0] !== undefined && !onThisOrigin(location[0])) problems.push(`${where}: off-site Location ${JSON.stringify(location[0])}`);
        if ((reply.status === 301) !== (location.length === 1)) problems.push(`${where}: a redirect needs exactly one Location`);
        if (reply.headers['x-injected'] || reply.headers['set-cookie']) problems.push(`${where}: injected header`);
        if (!reply.headers['content-security-policy']?.[0]?.includes("frame-ancestors 'self'")) problems.push(`${where}: no CSP`);
        if (reply.headers['x-content-type-options']?.[0] !== 'nosniff') problems.push(`${where}: no X-Content-Type-Options`);
        if (reply.status === 405 && beaconOf(pathOf(r.entry.target)) === null && !/\bGET\b.*\bHEAD\b/.test(reply.headers.allow?.[0] ?? '')) problems.push(`${where}: 405 without Allow: GET, HEAD`);
        if (r.entry.method === 'HEAD' && reply.body.length > 0) problems.push(`${where}: HEAD with a body`);
        if (reply.status === 405 && beaconOf(pathOf(r.entry.target)) !== null && reply.headers.allow?.[0] !== 'GET, POST') problems.push(`${where}: 405 without Allow: GET, POST`);
        if (beaconOf(pathOf(r.entry.target)) !== null && reply.headers['cache-control']?.[0] !== 'no-store') problems.push(`${where}: a beacon answer without no-store`);
        if (reply.status === 204 && reply.body.length > 0) problems.push(`${where}: 204 with a body`);
      }
      assert.deepEqual(problems, []);
    });
  }

  for (const server of ['local', 'nginx'] as const) {
    it(`${server}: logs one valid record per beacon answered 204, and nothing else`, () => {
      const log = (server === 'local' ? local : nginx).feedbackLog;
      const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
      const answered = replies.filter((r) => r[server].status === 204).length;
      console.log(`${server}: ${answered} beacons answered 204, ${lines.length} records`);
      assert.ok(answered >= 5, `${answered} valid beacons in the corpus`);
      assert.equal(lines.length, answered);
      for (const line of lines) assert.ok('entry' in parseLine(line), line);
    });
  }

  it('answers HEAD like GET, without the body', async () => {
    for (const server of [local, nginx]) {
      const head = await rawRequest(server.url, 'HEAD', '/en/pricing/');
      const full = await rawRequest(server.url, 'GET', '/en/pricing/');
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-length']?.[0], String(full.body.length));
      assert.equal(head.body.length, 0);
    }
  });

  it('serves part of a file for a byte range and revalidates with 304', () => {
    for (const server of ['local', 'nginx'] as const) {
      const range = replies.find((r) => r.entry.kind === 'range' && r.entry.headers?.Range === 'bytes=0-99')![server];
      assert.equal(range.status, 206, server);
      assert.equal(range.body.length, 100, server);
      assert.match(range.headers['content-range']?.[0] ?? '', /^bytes 0-99\/\d+$/, server);
      const cond = replies.filter((r) => r.entry.revalidate).map((r) => r[server].status);
      assert.ok(cond.every((s) => s === 304), `${server}: ${cond}`);
    }
  });

  it('never turns raw line breaks in the request line into headers of the answer', async () => {
    for (const server of [local, nginx]) {
      for (const target of RAW_LINE_BREAKS) {
        const reply = await rawRequest(server.url, 'GET', target);
        assert.equal(reply.headers['x-injected'], undefined, JSON.stringify(target));
        assert.equal(reply.headers['set-cookie'], undefined, JSON.stringify(target));
        if (reply.headers.location) assert.ok(onThisOrigin(reply.headers.location[0]!), JSON.stringify(target));
      }
    }
  });

  it('still answers a normal page after the corpus', async () => {
    for (const server of [local, nginx]) {
      const res = await rawRequest(server.url, 'GET', '/en/');
      assert.equal(res.status, 200);
      assert.match(res.body.toString(), /<html[^>]*lang="?en-GB/);
    }
  });
});
