/** The typed data behind the marketing pages: complete, unique, translated, and linking to pages that exist. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {seenIds} from './support/translate-stub.ts';
import {comparedEditions, comparison, editions, faq} from '../src/data/pricing.ts';
import {aiAreas, biAreas, deployOptions, type ProductArea} from '../src/data/home.ts';
import {SAP_TUTORIALS_INDEX, btpTemplate, sapConnections, sapTutorials} from '../src/data/sap.ts';
import {enterpriseFeatures} from '../src/data/enterprise.ts';
import {docRoute} from '../scripts/checks/lib/content.ts';

const DOCS = path.resolve('docs');
function docRoutes(dir = DOCS): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return docRoutes(full);
    return /\.mdx?$/.test(e.name) ? [docRoute(path.relative(DOCS, full))] : [];
  });
}
const routes = new Set(docRoutes());

/** The agreed docs tree (English routes with `/en`, a copy of the project's inventory kept in the
 * repository so that this test always runs); links may only point into it. */
const INVENTORY = path.join(__dirname, 'support', 'docs-pages.tsv');
const inventory = new Set(
  fs.readFileSync(INVENTORY, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/en/docs/'))
    .map((line) => line.split('\t')[0]!.slice('/en'.length)),
);

const pages = new Set(['/pricing/', '/pricing/#contact', '/enterprise/', '/sap/', '/blog/']);
const isDocs = (to: string) => to.startsWith('/docs/');
const resolves = (to: string) => routes.has(to) || pages.has(to) || /^https?:\/\//.test(to);

const areaLists: Record<string, ProductArea[]> = {
  biAreas,
  aiAreas,
  deployOptions,
  sapConnections,
  sapTutorials,
  enterpriseFeatures,
};

/** Every docs route named anywhere in the data, with where it comes from. */
function allDocLinks(): [string, string][] {
  const links: [string, string][] = [];
  for (const [name, list] of Object.entries(areaLists)) {
    for (const area of list) {
      links.push([`${name}.${area.id}`, area.docs]);
      for (const more of area.more ?? []) links.push([`${name}.${area.id}.more`, more.docs]);
    }
  }
  for (const edition of editions) links.push([`editions.${edition.id}.cta`, edition.cta.to]);
  for (const link of btpTemplate.docs) links.push(['btpTemplate.docs', link.docs]);
  links.push(['SAP_TUTORIALS_INDEX', SAP_TUTORIALS_INDEX]);
  return links;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('pricing editions', () => {
  it('has the five editions of the spec, each with a name, price, features and a call to action', () => {
    assert.deepEqual(
      editions.map((e) => e.id),
      ['community', 'small-business', 'enterprise', 'enterprise-pro', 'cloud'],
    );
    for (const e of editions) {
      assert.ok(e.name && e.price && e.priceNote, `${e.id} has name, price and note`);
      assert.ok(e.features.length >= 2 && e.features.every(Boolean), `${e.id} lists what it includes`);
      assert.equal(duplicates(e.features).length, 0, `${e.id} lists each feature once`);
      assert.ok(e.cta.label && resolves(e.cta.to), `${e.id} has a call to action that resolves (${e.cta.to})`);
    }
  });

  it('shows the display strings of spec section 9', () => {
    const byId = Object.fromEntries(editions.map((e) => [e.id, e]));
    assert.equal(byId.community!.price, '$0');
    assert.equal(byId.community!.listPrice, undefined);
    assert.equal(byId['small-business']!.price, '$39');
    assert.match(byId['small-business']!.priceNote, /10/);
    assert.match(byId['small-business']!.extraNote ?? '', /\$4(?!\d)/);
    assert.equal(byId.enterprise!.listPrice, '$3400');
    assert.equal(byId.enterprise!.price, '$1000');
    assert.ok(byId['enterprise-pro']!.price.length > 0);
    assert.doesNotMatch(byId['enterprise-pro']!.price, /\d/, 'Enterprise Pro shows a placeholder, not a figure');
    assert.equal(byId.cloud!.comingSoon, true);
    assert.equal(editions.filter((e) => e.comingSoon).length, 1, 'only the cloud edition is coming soon');
  });

  it('has a comparison row value for every compared edition, and unique rows', () => {
    for (const id of comparedEditions) assert.ok(editions.some((e) => e.id === id), `${id} is an edition`);
    assert.deepEqual(duplicates(comparison.map((row) => row.id)), []);
    for (const row of comparison) {
      assert.ok(row.feature, `${row.id} names its feature`);
      assert.deepEqual(Object.keys(row.values).sort(), [...comparedEditions].sort(), `${row.id} covers each edition`);
      for (const value of Object.values(row.values)) {
        assert.ok(typeof value === 'boolean' || value.length > 0, `${row.id} has no empty cell`);
      }
    }
  });

  it('has a short FAQ with unique questions and an answer to each', () => {
    assert.ok(faq.length >= 3 && faq.length <= 8);
    assert.deepEqual(duplicates(faq.map((entry) => entry.id)), []);
    for (const entry of faq) assert.ok(entry.question && entry.answer, entry.id);
  });
});

describe('product areas', () => {
  for (const [name, list] of Object.entries(areaLists)) {
    it(`${name}: unique ids, text, and docs links that exist`, () => {
      assert.deepEqual(duplicates(list.map((a) => a.id)), [], 'no duplicate ids');
      for (const area of list) {
        assert.ok(area.title && area.description, `${area.id} has a title and a description`);
        assert.ok(resolves(area.docs), `${area.id} links to ${area.docs}, which must be a docs page`);
        for (const more of area.more ?? []) {
          assert.ok(more.label, `${area.id}: every related link has a label`);
          assert.ok(resolves(more.docs), `${area.id} links to ${more.docs}, which must be a docs page`);
        }
      }
    });
  }

  it('covers the product areas of the marketing copy on the home page', () => {
    assert.deepEqual(
      biAreas.map((a) => a.id),
      ['story', 'calculation', 'dimension', 'modeling', 'query-lab', 'sql-mdx', 'authorization', 'indicators'],
    );
    assert.deepEqual(aiAreas.map((a) => a.id), ['xpert', 'knowledge', 'tools', 'chatbi']);
    assert.deepEqual(deployOptions.map((a) => a.id), ['cloud', 'community', 'enterprise']);
    const indicators = biAreas.find((a) => a.id === 'indicators')!;
    assert.deepEqual(indicators.more?.map((m) => m.docs), ['/docs/indicators/market/', '/docs/indicators/app/']);
  });

  it('names only paid editions on the enterprise features', () => {
    for (const feature of enterpriseFeatures) {
      assert.ok(feature.editions.length > 0, `${feature.id} says which editions include it`);
      for (const id of feature.editions) assert.ok(['enterprise', 'enterprise-pro'].includes(id), `${feature.id}: ${id}`);
    }
  });

  it('gives the SAP page the tutorials and data-source docs it promises', () => {
    const linked = new Set(allDocLinks().map(([, to]) => to));
    for (const route of [
      '/docs/tutorials/sap/',
      '/docs/server/datasources/sap-bw/',
      '/docs/server/datasources/sap-hana',
      '/docs/server/agent/',
    ]) {
      assert.ok(linked.has(route), `${route} is linked`);
    }
    assert.deepEqual(duplicates(btpTemplate.points.map((p) => p.id)), []);
  });
});

describe('docs links', () => {
  it('every docs link in the data points to a docs page that exists', () => {
    const missing = allDocLinks().filter(([, to]) => isDocs(to) && !routes.has(to));
    assert.deepEqual(missing, [], 'links to docs pages that are not in docs/');
  });

  it('every docs link is a route of the agreed docs tree', () => {
    assert.ok(inventory.size > 200, `the inventory lists the docs tree (${inventory.size} routes)`);
    const outside = allDocLinks().filter(([, to]) => isDocs(to) && !inventory.has(to));
    assert.deepEqual(outside, []);
  });
});

describe('translations', () => {
  it('uses each translate id once across the data modules', () => {
    assert.ok(seenIds.length > 100, 'the data went through translate()');
    assert.deepEqual(duplicates(seenIds), []);
  });

  it('has English text for every id of the marketing pages, without Chinese left in it', () => {
    const english: Record<string, {message: string}> = JSON.parse(fs.readFileSync('i18n/en/code.json', 'utf8'));
    const sources = ['src/data', 'src/pages', 'src/components'].flatMap((dir) => sourceFiles(dir));
    const ids = new Set(
      sources.flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/\bid(?:=|:\s*)["']((?:home|pricing|enterprise|sap|contactBand)\.[\w.]+)["']/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    assert.ok(ids.size > 150, `found the ids in the sources (${ids.size})`);
    const missing = [...ids].filter((id) => !english[id]);
    assert.deepEqual(missing, [], 'ids without an entry in i18n/en/code.json');
    const chinese = [...ids].filter((id) => /[\u3400-\u9fff\uff01-\uff5e]/.test(english[id]!.message));
    assert.deepEqual(chinese, [], 'entries whose English text still contains Chinese');
  });
});
