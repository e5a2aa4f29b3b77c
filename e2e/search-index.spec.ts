/** The built search index: hashed file names, both languages, product terms kept whole. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
type Group = {documents: {u: string; t: string}[]; index: {invertedIndex: [string, unknown][]}};

function loadIndex(dir: string): Group[] {
  const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
  assert.equal(files.length, 1, `one index file in ${dir}, found ${files.join(', ')}`);
  assert.match(files[0]!, /^search-index-[0-9a-f]{8}\.json$/, 'the hash is in the file name');
  return JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8')) as Group[];
}

const terms = (groups: Group[]) => new Set(groups.flatMap((g) => g.index.invertedIndex.map(([term]) => term)));

describe('search index', () => {
  it('indexes Chinese product terms as whole words', () => {
    const zh = terms(loadIndex(BUILD));
    for (const word of ['知识流水线', '数字专家', '工作流', '知识库']) {
      assert.ok(zh.has(word), `"${word}" is one token in the zh-Hans index`);
    }
  });

  it('holds English pages under /en/ only in the English index', () => {
    const en = loadIndex(path.join(BUILD, 'en'));
    const urls = en.flatMap((g) => g.documents.map((d) => d.u));
    assert.ok(urls.length > 0);
    assert.ok(urls.every((u) => u.startsWith('/en/')), 'every English document lives under /en/');
    const zh = loadIndex(BUILD).flatMap((g) => g.documents.map((d) => d.u));
    assert.ok(zh.every((u) => !u.startsWith('/en/')), 'no English document in the Chinese index');
  });
});
