/** The typed data behind the marketing pages: complete, unique, and linking to pages that exist. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {editions} from '../src/data/pricing.ts';
import {aiAreas, biAreas, deployOptions} from '../src/data/home.ts';
import {sapOfferings} from '../src/data/sap.ts';
import {enterpriseFeatures} from '../src/data/enterprise.ts';
import {docRoute} from '../scripts/lib/content.ts';

const DOCS = path.resolve('docs');
function docRoutes(dir = DOCS): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return docRoutes(full);
    return /\.mdx?$/.test(e.name) ? [docRoute(path.relative(DOCS, full))] : [];
  });
}
const routes = new Set(docRoutes());
const pages = new Set(['/pricing/', '/pricing/#contact', '/enterprise/', '/sap/', '/blog/']);
const resolves = (to: string) => routes.has(to) || pages.has(to) || /^https?:\/\//.test(to);

describe('pricing editions', () => {
  it('has the five editions of the spec, each with a name, price, features and a call to action', () => {
    assert.deepEqual(
      editions.map((e) => e.id),
      ['community', 'small-business', 'enterprise', 'enterprise-pro', 'cloud'],
    );
    for (const e of editions) {
      assert.ok(e.name && e.price && e.priceNote, `${e.id} has name, price and note`);
      assert.ok(e.features.length >= 2, `${e.id} lists what it includes`);
      assert.ok(e.cta.label && resolves(e.cta.to), `${e.id} has a call to action that resolves (${e.cta.to})`);
    }
  });

  it('shows the display strings of spec section 9', () => {
    const byId = Object.fromEntries(editions.map((e) => [e.id, e]));
    assert.equal(byId.community!.price, '$0');
    assert.equal(byId['small-business']!.price, '$39');
    assert.match(byId['small-business']!.priceNote, /10/);
    assert.match(byId['small-business']!.extraNote ?? '', /\$4/);
    assert.equal(byId.enterprise!.listPrice, '$3400');
    assert.equal(byId.enterprise!.price, '$1000');
    assert.ok(byId['enterprise-pro']!.price.length > 0);
    assert.equal(byId.cloud!.comingSoon, true);
  });
});

describe('product areas', () => {
  for (const [name, list] of Object.entries({biAreas, aiAreas, deployOptions, sapOfferings, enterpriseFeatures})) {
    it(`${name}: unique ids, text, and docs links that exist`, () => {
      const ids = list.map((a) => a.id);
      assert.equal(new Set(ids).size, ids.length, 'no duplicate ids');
      for (const area of list) {
        assert.ok(area.title && area.description, `${area.id} has a title and a description`);
        assert.ok(resolves(area.docs), `${area.id} links to ${area.docs}, which must be a docs page`);
      }
    });
  }
});
