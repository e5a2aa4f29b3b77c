/** The serving rules: clean URLs, redirects, locale 404 pages and hostile paths. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {cleanPath, decodePath, localeOf, originForm, resolveRequest, resolveTarget, type FileProbe} from '../scripts/serve/resolve.ts';

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

  it('refuses every path that could send a redirect off the site', () => {
    for (const bad of ['//evil.example/x.html', '///evil.example/index', '/\\evil.example/x.html', '/%2F/evil.example/x.html', '/%5C/evil.example/index', '/%09/evil.example/x.html', '/\t/evil.example/x.html', '/.//evil.example/x.html', '/en//evil.example/index.html']) {
      assert.equal(resolveRequest(bad, ROOT, probe).kind, 'bad-request', bad);
    }
  });

  it('keeps the query of a redirect and never decodes into the Location', () => {
    assert.deepEqual(resolveTarget('/en/pricing/index.html?next=//evil.example', ROOT, probe), {
      kind: 'redirect',
      location: '/en/pricing/?next=//evil.example',
      status: 301,
    });
    assert.deepEqual(resolveTarget('/a%20b.html', ROOT, probe), {kind: 'redirect', location: '/a%20b', status: 301});
    assert.equal(resolveTarget(`/?q=${'a'.repeat(9000)}`, ROOT, probe).kind, 'bad-request');
  });

  it('answers a path that is not UTF-8 with 404, as nginx finds no such file', () => {
    assert.equal(decodePath('/%FF'), null);
    assert.equal(decodePath('/%E4%B8%AD'), '/中');
    assert.equal(resolveRequest('/en/%FF', ROOT, probe).kind, 'not-found');
  });

  it('reads absolute-form targets as their path, and refuses the rest', () => {
    assert.equal(originForm('http://evil.example/x.html'), '/x.html');
    assert.equal(originForm('http://evil.example'), '/');
    assert.equal(originForm('https://user@evil.example/'), null);
    assert.equal(originForm('*'), null);
    assert.equal(originForm('/en/'), '/en/');
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

/** Pieces a request path is built from: ordinary names and every hostile token the corpus uses. */
const PIECES = [
  'en', 'docs', 'ai', 'pricing', 'index', 'index.html', 'x.html', '.html', 'evil.example', 'a', '',
  '.', '..', '%2e', '%2E%2e', '.%2e', '/', '//', '\\', '%2F', '%2f', '%5C', '%5c', '%00', '\u0000', '%0d%0a', '\r\n',
  '%09', '\t', ' ', '%20', '%', '%2', '%zz', '%FF', '%C3%A9', '%E4%B8%AD', '中', '@', ':', '?', '#', ';', '%3F', '%23',
];
const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({maxLength: 6}), fc.string({unit: 'binary', maxLength: 4}));
const requestTarget = fc.oneof(
  fc.array(piece, {maxLength: 12}).map((parts) => `/${parts.join('/')}`),
  fc.array(piece, {maxLength: 12}).map((parts) => parts.join('')),
  fc.tuple(fc.array(piece, {maxLength: 8}), fc.string({maxLength: 20})).map(([parts, query]) => `/${parts.join('')}?${query}`),
);

/** Independent of resolve.ts: a path on this origin, one `/` then neither `/` nor `\`, printable ASCII. */
const onThisOrigin = (location: string) => location.startsWith('/') && !/^\/[/\\]/.test(location) && !/[^\x21-\x7e]/.test(location);

describe('resolveTarget, for any request target (fast-check)', () => {
  // Replay a failure with FC_SEED=<seed> (and FC_PATH=<path>) from the failure message.
  const runs = Number(process.env.FC_RUNS ?? 20_000);
  const replay = {
    seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
    path: process.env.FC_PATH,
  };

  it(`is a file inside the build, a same-origin redirect, 400 or 404 (${runs} runs)`, () => {
    const checked = fc.check(
      fc.property(requestTarget, (target) => {
        const probed: string[] = [];
        const spy: FileProbe = (p) => {
          probed.push(p);
          return probe(p);
        };
        const result = resolveTarget(target, ROOT, spy);
        for (const p of probed) assert.ok(p === ROOT || p.startsWith(`${ROOT}/`), `probed ${p} outside the build`);
        switch (result.kind) {
          case 'file':
            assert.ok(result.file.startsWith(`${ROOT}/`) && FILES.has(result.file), `file ${result.file}`);
            break;
          case 'redirect':
            assert.ok(onThisOrigin(result.location), `off-site Location ${JSON.stringify(result.location)}`);
            break;
          case 'not-found':
            assert.ok(['/srv/site/404.html', '/srv/site/en/404.html'].includes(result.file), result.file);
            break;
          case 'bad-request':
            assert.equal(result.status, 400);
            break;
          default:
            assert.fail(`unexpected resolution ${JSON.stringify(result)}`);
        }
      }),
      {numRuns: runs, ...replay},
    );
    if (checked.failed) {
      assert.fail(
        `property failed for ${JSON.stringify(checked.counterexample)}: ${String(checked.errorInstance)}\n` +
          `replay with FC_SEED=${checked.seed} FC_PATH=${checked.counterexamplePath ?? ''}`,
      );
    }
    console.log(`# resolver property: ${checked.numRuns} runs, seed ${checked.seed}`);
  });

  it('never lets a redirect lead to another origin, even through a chain', () => {
    fc.assert(
      fc.property(requestTarget, (target) => {
        let current = target;
        for (let hop = 0; hop < 4; hop += 1) {
          const result = resolveTarget(current, ROOT, probe);
          if (result.kind !== 'redirect') return;
          assert.ok(onThisOrigin(result.location), result.location);
          current = result.location;
        }
      }),
      {numRuns: 2000, ...replay},
    );
  });
});
