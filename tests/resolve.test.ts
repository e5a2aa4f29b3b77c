/** The serving rules: clean URLs, redirects, locale 404 pages and hostile paths. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cleanPath, localeOf, resolveRequest, type FileProbe} from '../scripts/lib/resolve.ts';

const ROOT = '/srv/site';
const FILES = new Set([
  '/srv/site/index.html',
  '/srv/site/404.html',
  '/srv/site/en/404.html',
  '/srv/site/en/index.html',
  '/srv/site/en/pricing/index.html',
  '/srv/site/en/docs/ai/workflow/agent/index.html',
  '/srv/site/assets/js/main.1234abcd.js',
]);
const probe: FileProbe = (p) => {
  if (FILES.has(p)) return 'file';
  return [...FILES].some((f) => f.startsWith(`${p}/`)) ? 'dir' : 'none';
};

describe('resolveRequest', () => {
  it('serves folder routes with and without the trailing slash', () => {
    assert.deepEqual(resolveRequest('/en/pricing/', ROOT, probe), {kind: 'file', file: '/srv/site/en/pricing/index.html', status: 200});
    assert.deepEqual(resolveRequest('/en/docs/ai/workflow/agent', ROOT, probe), {
      kind: 'file',
      file: '/srv/site/en/docs/ai/workflow/agent/index.html',
      status: 200,
    });
    assert.equal(resolveRequest('/assets/js/main.1234abcd.js', ROOT, probe).kind, 'file');
  });

  it('redirects .html and /index to the clean path', () => {
    assert.deepEqual(resolveRequest('/en/pricing/index.html', ROOT, probe), {kind: 'redirect', location: '/en/pricing/', status: 301});
    assert.deepEqual(resolveRequest('/en/pricing/index', ROOT, probe), {kind: 'redirect', location: '/en/pricing/', status: 301});
    assert.deepEqual(resolveRequest('/en/docs/ai/workflow/agent.html', ROOT, probe), {
      kind: 'redirect',
      location: '/en/docs/ai/workflow/agent',
      status: 301,
    });
  });

  it("answers unknown paths with the right locale's 404 page", () => {
    assert.deepEqual(resolveRequest('/en/nope', ROOT, probe), {kind: 'not-found', file: '/srv/site/en/404.html', status: 404});
    assert.deepEqual(resolveRequest('/nope', ROOT, probe), {kind: 'not-found', file: '/srv/site/404.html', status: 404});
    assert.equal(resolveRequest('/missing', ROOT, probe).kind, 'not-found');
    assert.deepEqual(resolveRequest('/missing.html', ROOT, probe), {kind: 'redirect', location: '/missing', status: 301});
  });

  it('refuses traversal, NUL bytes, bad encodings and very long paths', () => {
    for (const bad of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/en/%2E%2E/%2E%2E/x', '/a%00b', '/%E0%A4%A', '/a\\..\\b', `/${'a'.repeat(10_000)}`]) {
      assert.equal(resolveRequest(bad, ROOT, probe).kind, 'bad-request', bad);
    }
  });
});

describe('helpers', () => {
  it('cleanPath and localeOf', () => {
    assert.equal(cleanPath('/a/index.html'), '/a/');
    assert.equal(cleanPath('/index.html'), '/');
    assert.equal(cleanPath('/a/b'), null);
    assert.equal(localeOf('/en/docs/'), 'en');
    assert.equal(localeOf('/docs/'), '');
    assert.equal(localeOf('/english/'), '');
  });
});
