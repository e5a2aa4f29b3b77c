/**
 * One source for editions (src/data/editions.ts): the pricing comparison and the docs pages'
 * `edition`/`since` front matter must agree with the map, and the map with itself.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {comparedEditions, comparison, type ComparedEdition} from '../src/data/pricing.ts';
import {docEditionOfPricing, editionFeatures, expectedPageEditions, lowestEdition} from '../src/data/editions.ts';
import {DOC_EDITIONS} from '../src/data/site.ts';
import {splitFrontMatter} from '../scripts/checks/lib/content.ts';
import {enterpriseFeatures} from '../src/data/enterprise.ts';
import {badgeProblems} from '../src/utils/docBadges.ts';

const LOCALES = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;

function docFile(base: string, page: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => path.join(base, page + ext)).find((file) => fs.existsSync(file));
}

function frontMatter(base: string, page: string): Record<string, unknown> {
  const file = docFile(base, page);
  assert.ok(file, `${base}/${page}.md exists`);
  return splitFrontMatter(fs.readFileSync(file, 'utf8')).data;
}

/** The lowest compared edition whose cell says included (`true`), or, with `partial`, any of it (a text). */
function lowestInRow(rowId: string, partial: boolean): ComparedEdition | undefined {
  const row = comparison.find((r) => r.id === rowId);
  assert.ok(row, `pricing comparison row "${rowId}" exists`);
  return comparedEditions.find((edition) => {
    const value = row.values[edition];
    return partial ? value !== false : value === true;
  });
}

describe('the edition map', () => {
  it('has unique feature ids, a valid edition, since and source for each', () => {
    const ids = editionFeatures.map((f) => f.id);
    assert.equal(new Set(ids).size, ids.length, 'unique ids');
    for (const feature of editionFeatures) {
      assert.ok(DOC_EDITIONS.includes(feature.edition), `${feature.id}: ${feature.edition}`);
      assert.deepEqual(badgeProblems({edition: feature.edition, since: feature.since}), [], feature.id);
      assert.ok(feature.docs.length > 0 && feature.source.length > 0, `${feature.id} names docs pages and a source`);
    }
  });

  it('names docs pages that exist in both locales', () => {
    for (const feature of editionFeatures) {
      for (const page of feature.docs) {
        for (const base of Object.values(LOCALES)) assert.ok(docFile(base, page), `${feature.id}: ${base}/${page}.md`);
      }
    }
  });

  it('takes the lowest edition for a page that documents features of several editions', () => {
    assert.equal(lowestEdition(['enterprise-pro', 'community', 'enterprise']), 'community');
    assert.equal(lowestEdition(['enterprise-pro', 'enterprise']), 'enterprise');
    const pages = expectedPageEditions([
      {id: 'a', edition: 'enterprise', docs: ['x', 'y'], source: 's'},
      {id: 'b', edition: 'community', docs: ['y'], source: 's'},
    ]);
    assert.equal(pages.get('x'), 'enterprise');
    assert.equal(pages.get('y'), 'community');
  });
});

describe('the pricing comparison against the map', () => {
  it('names, for each mapped row, the same lowest edition as the map', () => {
    for (const feature of editionFeatures) {
      if (!feature.pricing) continue;
      const lowest = lowestInRow(feature.pricing.row, feature.pricing.partial ?? false);
      assert.ok(lowest, `${feature.id}: some edition has row "${feature.pricing.row}"`);
      assert.equal(
        docEditionOfPricing(lowest),
        feature.edition,
        `${feature.id}: the pricing row "${feature.pricing.row}" starts at ${lowest}, the map says ${feature.edition}`,
      );
    }
  });

  it('never takes a feature away from a higher edition ("each edition has all of the one to its left")', () => {
    for (const row of comparison) {
      const included = comparedEditions.map((edition) => row.values[edition] === true);
      const first = included.indexOf(true);
      if (first >= 0) assert.ok(included.slice(first).every(Boolean), `${row.id}: ${JSON.stringify(row.values)}`);
      const any = comparedEditions.map((edition) => row.values[edition] !== false);
      const firstAny = any.indexOf(true);
      if (firstAny >= 0) assert.ok(any.slice(firstAny).every(Boolean), `${row.id}: ${JSON.stringify(row.values)}`);
    }
  });

  it('marks what the open-source edition ships at 3.6.0 as community (tenants, organizations, roles)', () => {
    for (const row of ['multi-tenant', 'roles', 'smtp', 'governance']) {
      assert.equal(comparison.find((r) => r.id === row)?.values.community, true, row);
    }
  });
});

describe('the enterprise page against the map', () => {
  it('does not keep a feature the map gives to a lower edition for Enterprise Pro only', () => {
    const expected = expectedPageEditions();
    for (const feature of enterpriseFeatures) {
      const page = feature.docs.replace(/^\/docs\//, '').replace(/\/$/, '/index');
      const edition = expected.get(page);
      if (edition === undefined || edition === 'enterprise-pro') continue;
      assert.ok(feature.editions.includes('enterprise'), `${feature.id} (${page}, ${edition} in the map) is listed for ${feature.editions.join(', ')}`);
    }
  });
});

describe('docs pages against the map', () => {
  const expected = expectedPageEditions();
  for (const [locale, base] of Object.entries(LOCALES)) {
    it(`${locale}: a mapped page that states an edition states the map's`, () => {
      const wrong: string[] = [];
      for (const [page, edition] of expected) {
        const stated = frontMatter(base, page).edition;
        if (stated !== undefined && stated !== edition) wrong.push(`${page}: edition ${String(stated)}, the map says ${edition}`);
      }
      assert.deepEqual(wrong, []);
    });

    it(`${locale}: a mapped page of a feature with a since states no other since`, () => {
      const wrong: string[] = [];
      for (const feature of editionFeatures) {
        if (!feature.since) continue;
        for (const page of feature.docs) {
          const stated = frontMatter(base, page).since;
          if (stated !== undefined && stated !== feature.since) wrong.push(`${page}: since ${String(stated)}, the map says ${feature.since}`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }
});
