/**
 * The site as the host serves it: the local server (`npm run serve`) and the shipped nginx rules
 * get the same assertions on status codes, redirects, headers, encodings and hostile paths.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {after, before, describe, it} from 'node:test';
import {startSiteServer} from '../scripts/serve/server.ts';
import {IMMUTABLE} from '../scripts/serve/serving.ts';
import {startNginx} from './support/nginx.ts';
import {request} from './support/http.ts';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const DOC = '/en/docs/getting-started/community/docker';
const mainJs = () => `/${path.posix.join('assets/js', fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!)}`;
const searchIndex = () => `/en/${fs.readdirSync(path.join(BUILD, 'en')).find((f) => /^search-index-[0-9a-f]{8}\.json$/.test(f))!}`;

describe('the committed nginx rules', () => {
  it('match the serving rules and the inline scripts of this build', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/serve/gen-nginx.ts', BUILD, '--check'], {stdio: 'pipe'});
  });
});

for (const target of ['local server', 'nginx'] as const) {
  describe(`serving through the ${target}`, () => {
    let base = '';
    let close: () => Promise<void> = async () => {};
    before(async () => {
      const server = target === 'nginx' ? await startNginx(BUILD) : await startSiteServer(BUILD);
      base = server.url;
      close = server.close;
    });
    after(() => close());

    it('serves pages of both locales with and without the trailing slash', async () => {
      for (const p of ['/', '/en/', '/en/pricing/', '/en/pricing', '/pricing/', DOC, `${DOC}/`, '/docs/getting-started/community/docker']) {
        const res = await request(base, p);
        assert.equal(res.status, 200, p);
        assert.match(String(res.headers['content-type']), /^text\/html/, p);
      }
      const en = await request(base, DOC);
      assert.match(en.body.toString(), /<html[^>]*lang="?en-GB/);
    });

    it('redirects .html and /index paths to the clean path with 301', async () => {
      const cases: [string, string][] = [
        ['/en/pricing/index.html', '/en/pricing/'],
        ['/en/pricing/index', '/en/pricing/'],
        [`${DOC}.html`, DOC],
        ['/index.html', '/'],
        ['/en/pricing/index.html?x=1', '/en/pricing/?x=1'],
      ];
      for (const [from, to] of cases) {
        const res = await request(base, from);
        assert.equal(res.status, 301, from);
        assert.equal(res.headers.location, to, from);
      }
    });

    it("answers unknown paths with the locale's not-found page and 404", async () => {
      const en = await request(base, '/en/no/such/page');
      assert.equal(en.status, 404);
      assert.match(en.body.toString(), /<html[^>]*lang="?en-GB/);
      const zh = await request(base, '/no/such/page');
      assert.equal(zh.status, 404);
      assert.match(zh.body.toString(), /<html[^>]*lang="?zh-Hans/);
    });

    it('sends precompressed Brotli or gzip with Content-Encoding and Vary', async () => {
      const br = await request(base, DOC, {'Accept-Encoding': 'gzip, deflate, br'});
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /Accept-Encoding/i);
      assert.match(zlib.brotliDecompressSync(br.body).toString(), /Docker Compose/);
      const gz = await request(base, mainJs(), {'Accept-Encoding': 'gzip'});
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.ok(zlib.gunzipSync(gz.body).length > gz.body.length);
      const plain = await request(base, mainJs());
      assert.equal(plain.headers['content-encoding'], undefined);
    });

    it('caches hashed files for a year and makes HTML revalidate', async () => {
      for (const p of [mainJs(), searchIndex()]) {
        const res = await request(base, p);
        assert.equal(res.status, 200, p);
        assert.equal(res.headers['cache-control'], IMMUTABLE, p);
      }
      for (const p of [DOC, '/en/', '/sitemap.xml', '/img/logo.svg']) {
        const res = await request(base, p);
        assert.equal(res.headers['cache-control'], 'no-cache', p);
        assert.ok(res.headers.etag || res.headers['last-modified'], `${p} can be revalidated`);
      }
      const first = await request(base, DOC);
      const again = await request(base, DOC, {'If-None-Match': String(first.headers.etag)});
      assert.equal(again.status, 304);
    });

    it('sends the security headers on every response, with a CSP that allows no inline code by default', async () => {
      for (const p of [DOC, mainJs(), '/en/no/such/page', '/en/pricing/index.html']) {
        const res = await request(base, p);
        const csp = String(res.headers['content-security-policy']);
        const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
        assert.ok(scriptSrc.includes("'self'") && scriptSrc.includes('https://app.mtda.cloud'), `${p}: ${scriptSrc}`);
        assert.match(scriptSrc, /'sha256-/);
        assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
        assert.match(csp, /frame-ancestors 'self'/);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
        assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
        assert.match(String(res.headers['permissions-policy']), /camera=\(\)/, p);
        assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/, p);
      }
    });

    it("lets only the API pages connect to other addresses (their console calls the reader's server)", async () => {
      const connect = async (p: string) => {
        const res = await request(base, p);
        assert.equal(res.status, 200, p);
        return String(res.headers['content-security-policy']).split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src')) ?? '';
      };
      for (const p of ['/docs/api/runs/stream-run/', '/en/docs/api/runs/stream-run/', '/en/docs/api/', '/docs/api/threads/get-thread']) {
        assert.match(await connect(p), /^connect-src 'self' \S+ http: https:$/, p);
      }
      for (const p of [DOC, '/', '/en/', '/en/docs/ai/', '/en/pricing/', '/blog/']) {
        const directive = await connect(p);
        assert.match(directive, /^connect-src 'self'/, p);
        assert.doesNotMatch(directive, /http:|https:(?!\/\/)/, p);
      }
      // The not-found page under the API folder keeps the strict policy.
      const missing = await request(base, '/en/docs/api/no-such-operation');
      assert.equal(missing.status, 404);
      assert.doesNotMatch(String(missing.headers['content-security-policy']), /http: https:/);
    });

    it('refuses path traversal, NUL bytes and very long paths with 400 or 404, never a file outside the build', async () => {
      const hostile = [
        '/../../../../etc/passwd',
        '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/en/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
        '/..%2f..%2f..%2fetc%2fpasswd',
        '/assets/%2e%2e/%2e%2e/package.json',
        '/a%00b',
        `/${'a'.repeat(10_000)}`,
      ];
      for (const p of hostile) {
        const res = await request(base, p);
        assert.ok([400, 404].includes(res.status), `${p.slice(0, 60)} -> ${res.status}`);
        assert.doesNotMatch(res.body.toString(), /root:x:0:0|"devDependencies"/);
      }
    });
  });
}
