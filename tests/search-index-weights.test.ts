/** The search indexes' weights rounded before compression (scripts/build/search-index-weights.ts). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import lunr from 'lunr';
import {roundIndexWeights, roundIndexWeightsIn, roundWeight} from '../scripts/build/search-index-weights.ts';

const PAGES = [
  {id: '1', t: 'Knowledge pipeline: source, parse, chunk, embed, store'},
  {id: '2', t: 'Workflow nodes: knowledge retrieval, answer, code, HTTP request, iteration'},
  {id: '3', t: 'Semantic model: cube, dimensions, hierarchies, levels, measures, calculated members'},
  {id: '4', t: 'Knowledge base settings: embedding model, rerank model, chunk size and overlap'},
  {id: '5', t: 'Calculated members and derived indicators in a cube'},
];

/** A serialised lunr index in the plugin's file format: `[{documents, index}]`. */
function indexFile(): unknown[] {
  const index = lunr(function build() {
    this.ref('id');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const page of PAGES) this.add(page);
  });
  return [{documents: PAGES.map((p) => ({i: Number(p.id), t: p.t})), index: JSON.parse(JSON.stringify(index))}];
}

const search = (data: unknown[], query: string) =>
  lunr.Index.load((data[0] as {index: object}).index)
    .search(query)
    .map((r) => `${r.ref}:${r.score.toFixed(2)}`);

describe('search index weights', () => {
  it('rounds a weight to three significant digits and leaves integers alone', () => {
    assert.equal(roundWeight(12.345), 12.3);
    assert.equal(roundWeight(2.097), 2.1);
    assert.equal(roundWeight(0.0523), 0.0523);
    assert.equal(roundWeight(0.05234), 0.0523);
    assert.equal(roundWeight(7), 7);
    assert.equal(roundWeight(0), 0);
  });

  it('changes only the weights of the vectors, and every query ranks the same pages in the same order', () => {
    const data = indexFile();
    const before = JSON.parse(JSON.stringify(data)) as unknown[];
    const {vectors, weights} = roundIndexWeights(data);
    assert.equal(vectors, PAGES.length);
    assert.ok(weights > 20, `${weights} weights`);
    const vectorsOf = (d: unknown[]) => (d[0] as {index: {fieldVectors: [string, number[]][]}}).index.fieldVectors;
    vectorsOf(data).forEach(([ref, values], v) => {
      const [refBefore, valuesBefore] = vectorsOf(before)[v]!;
      assert.equal(ref, refBefore);
      values.forEach((value, i) => {
        if (i % 2 === 0) assert.equal(value, valuesBefore[i], 'term numbers unchanged');
        else assert.ok(Math.abs(value - valuesBefore[i]!) <= Math.abs(valuesBefore[i]!) * 0.005, `${valuesBefore[i]} -> ${value}`);
      });
    });
    assert.ok(vectorsOf(data).some(([, values], v) => values.some((value, i) => value !== vectorsOf(before)[v]![1][i])), 'something was rounded');
    const {invertedIndex} = (data[0] as {index: {invertedIndex: unknown}}).index;
    assert.deepEqual(invertedIndex, (before[0] as {index: {invertedIndex: unknown}}).index.invertedIndex, 'positions unchanged');
    for (const query of ['knowledge', 'calculated members', 'chunk', 'cube', 'model']) {
      const rankedBefore = search(before, query).map((r) => r.split(':')[0]);
      assert.ok(rankedBefore.length > 0, query);
      assert.deepEqual(search(data, query).map((r) => r.split(':')[0]), rankedBefore, query);
    }
  });

  it('refuses anything but the plugin format of a lunr 2.3 index', () => {
    assert.throws(() => roundIndexWeights({}, 'x.json'), /x\.json: not the search plugin's index format \(not an array\)/);
    assert.throws(() => roundIndexWeights([{index: {}}]), /without documents and index/);
    const other = indexFile();
    (other[0] as {index: {version: string}}).index.version = '3.0.0';
    assert.throws(() => roundIndexWeights(other), /lunr index version 3\.0\.0/);
    const odd = indexFile();
    (odd[0] as {index: {fieldVectors: [string, number[]][]}}).index.fieldVectors[0]![1].push(1.5);
    assert.throws(() => roundIndexWeights(odd), /field vector/);
  });

  it('rewrites the index files of the site and its locale folders, and nothing else, once', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'index-weights-'));
    fs.mkdirSync(path.join(root, 'en'));
    const files = ['search-index-0a1b2c3d.json', 'en/search-index-docs-ai-0a1b2c3d.json'];
    // An index file of the plugin holds five entries (titles, headings, descriptions, keywords, text).
    const fiveEntries = () => [0, 1, 2, 3, 4].flatMap(() => indexFile());
    for (const file of files) fs.writeFileSync(path.join(root, file), JSON.stringify(fiveEntries()));
    fs.writeFileSync(path.join(root, 'csp-hashes.json'), '{"weight": 1.23456}');
    const first = roundIndexWeightsIn(root);
    assert.equal(first.files, 2);
    assert.ok(first.bytesAfter < first.bytesBefore);
    assert.equal(fs.readFileSync(path.join(root, 'csp-hashes.json'), 'utf8'), '{"weight": 1.23456}');
    // The locale's full index and each section's get their quick twin (scripts/build/search-quick-index.ts).
    assert.ok(fs.existsSync(path.join(root, 'search-index-quick-0a1b2c3d.json')));
    assert.deepEqual(fs.readdirSync(path.join(root, 'en')).sort(), ['search-index-docs-ai-0a1b2c3d.json', 'search-index-quick-docs-ai-0a1b2c3d.json']);
    const mtimes = files.map((f) => fs.statSync(path.join(root, f)).mtimeMs);
    const second = roundIndexWeightsIn(root);
    assert.equal(second.bytesAfter, second.bytesBefore, 'already rounded');
    assert.deepEqual(files.map((f) => fs.statSync(path.join(root, f)).mtimeMs), mtimes, 'not rewritten');
    fs.rmSync(root, {recursive: true, force: true});
  });
});
