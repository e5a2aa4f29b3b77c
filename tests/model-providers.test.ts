/** The model-provider data behind docs/ai/models: one entry per provider of 3.6.0, consistent, linking to pages that exist. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {modelProviders} from '../src/data/modelProviders.ts';
import {docRoute} from '../scripts/checks/lib/content.ts';

const DOCS = path.resolve('docs');
function docRoutes(dir = DOCS): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return docRoutes(full);
    return /\.mdx?$/.test(e.name) ? [docRoute(path.relative(DOCS, full))] : [];
  });
}

describe('modelProviders', () => {
  it('lists the 24 provider folders of 3.6.0 once each', () => {
    const ids = modelProviders.map((p) => p.id);
    assert.equal(ids.length, 24);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('has 12 working and 12 not-implemented providers', () => {
    assert.equal(modelProviders.filter((p) => p.status === 'available').length, 12);
    assert.equal(modelProviders.filter((p) => p.status === 'not-implemented').length, 12);
  });

  it('claims only declared model types (vision aside), and none for not-implemented providers', () => {
    for (const p of modelProviders) {
      if (p.status === 'not-implemented') {
        assert.deepEqual(p.capabilities, [], p.id);
        continue;
      }
      assert.ok(p.capabilities.length > 0, p.id);
      for (const c of p.capabilities) {
        if (c !== 'vision') assert.ok(p.declared.includes(c), `${p.id}: ${c} is not in its manifest`);
      }
    }
  });

  it('names credential fields and a release for every provider', () => {
    for (const p of modelProviders) {
      assert.ok(p.credentials.length > 0, p.id);
      assert.match(p.since, /^\d+\.\d+$/, p.id);
    }
  });

  it('links every provider to a docs page that exists', () => {
    const routes = new Set(docRoutes());
    for (const p of modelProviders) assert.ok(routes.has(p.docs), `${p.id}: ${p.docs}`);
  });
});
