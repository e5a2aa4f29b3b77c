/** The claim definition of the claims report and the labels check (scripts/checks/lib/claims.ts, labels.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {anchorFragments, cover, extractClaims, isSentenceLike, normalize, sectionOf, sentences, stepAndTableLabels} from '../scripts/checks/lib/claims.ts';
import {labelKey, labelProblems, labelRowProblems, type LabelRow} from '../scripts/checks/lib/labels.ts';

const body = [
  'import Tabs from "@theme/Tabs";',
  '',
  '## Settings {#settings}',
  '',
  'This page explains the panel. The default timeout is 30 seconds.',
  '',
  '```bash',
  'docker compose up -d --port 3000',
  '```',
  '',
  '| Setting | Default |',
  '| --- | --- |',
  '| **Timeout** | 30 |',
  '',
  '1. Open the studio.',
  '2. Click **Publish**.',
  '',
  'See [the guide](/docs/ai/2) for more.',
  '<Tabs>',
  ':::note[Watch out]',
  'You must save first.',
  ':::',
].join('\n');

describe('extractClaims', () => {
  const claims = extractClaims(body, 'en');
  const texts = claims.map((c) => c.text);
  it('takes sentences with a number, a keyword, a bold name, a step or a table row', () => {
    assert.deepEqual(texts, ['The default timeout is 30 seconds.', '| **Timeout** | 30 |', 'Open the studio.', 'Click **Publish**.', 'You must save first.']);
  });
  it('leaves out code, headings, imports, JSX, table headers and a number only in a link target', () => {
    for (const t of texts) assert.doesNotMatch(t, /docker|Settings \{#|import|<Tabs>|\| Setting \||the guide/);
  });
  it('says why each counts', () => {
    assert.deepEqual(claims[0]!.kinds, ['number', 'keyword']);
    assert.deepEqual(claims[1]!.kinds, ['table', 'bold', 'number']);
    assert.deepEqual(claims[3]!.kinds, ['step', 'bold']);
  });
  it('knows Chinese keywords and sentence ends', () => {
    const zh = extractClaims('这个面板用于发布。默认保留 30 天。你必须先保存！', 'zh').map((c) => c.text);
    assert.deepEqual(zh, ['默认保留 30 天。', '你必须先保存！']);
  });
  it('gives line numbers of the body', () => {
    assert.equal(claims.find((c) => c.text.startsWith('Click'))!.line, 16);
  });
});

describe('sentences', () => {
  it('splits English before a capital only', () => {
    assert.deepEqual(sentences('Use v1.2 here. Then run it.', 'en'), ['Use v1.2 here.', 'Then run it.']);
  });
});

describe('anchors and coverage', () => {
  it('normalises emphasis, code marks, link targets and case', () => {
    assert.equal(normalize('Click **Publish** in [the `Studio`](/docs/x)'), 'click publish in the studio');
  });
  it('splits anchor cells on ‖ and drops fragments under 3 characters', () => {
    assert.deepEqual(anchorFragments('`VECTOR_STORE` ‖ 向量库 ‖ ab'), ['vector_store', '向量库']);
  });
  it('covers a sentence that holds a fragment, and reports a broad anchor', () => {
    const claims = extractClaims('Set `A_B` to 1.\n\nSet `C_D` to 2.\n\nThe studio has 3 tabs.', 'en');
    const narrow = {page: 'docs/x', fragments: ['c_d'], where: 'f:1'};
    const wide = {page: 'docs/x', fragments: ['set'], where: 'f:2'};
    assert.deepEqual(cover(claims, [narrow]).covered, [false, true, false]);
    assert.equal(cover(claims, [wide]).broad.length, 0);
    const many = extractClaims(['a', 'b', 'c', 'd'].map((x) => `Set ${x} to 1.`).join('\n\n'), 'en');
    assert.deepEqual(cover(many, [wide]).broad, [wide]);
  });
  it('puts a post in the blog section and a page in its folder', () => {
    assert.equal(sectionOf('blog/2024-09-05-releases-2-6'), 'blog');
    assert.equal(sectionOf('docs/ai/copilot/settings'), 'ai');
    assert.equal(sectionOf('docs/index'), 'docs home');
  });
});

describe('UI names in steps and tables', () => {
  it('takes bold names from steps and table rows, not from prose or symptoms', () => {
    const text = 'Click **Save** in prose.\n\n1. Click **Publish**, then **Confirm**.\n\n| **The page stays blank.** | Reload |\n| --- | --- |\n| **Temperature** | 0.7 |';
    assert.deepEqual(stepAndTableLabels(text).map((l) => l.label), ['Publish', 'Confirm', 'Temperature']);
  });
  it('treats a bold sentence as a sentence', () => {
    assert.ok(isSentenceLike('The run stops.'));
    assert.ok(isSentenceLike('没有回形针图标。'));
    assert.ok(!isSentenceLike('Add Project'));
  });
  it('compares labels without case, quotes or spacing', () => {
    assert.equal(labelKey('"Add  project"', 'en'), labelKey('Add Project', 'en'));
    assert.notEqual(labelKey('发布', 'zh'), labelKey('发布', 'en'));
  });
  const row = (over: Partial<LabelRow>): LabelRow => ({label: '发布', locale: 'zh', source: '`PAC.X.Publish` in `apps/cloud/src/assets/i18n/zh-Hans.json`', shownBy: '`apps/cloud/src/app/a.component.html:12`', condition: 'always', where: 'x.md:1', cells: 5, ...over});
  it('accepts a key in its file, a literal at a line, or a reasoned non-label', () => {
    assert.deepEqual(labelRowProblems(row({})), []);
    assert.deepEqual(labelRowProblems(row({source: 'literal: `libs/x/y.component.html:40`'})), []);
    assert.deepEqual(labelRowProblems(row({source: 'not a UI label: a keyboard key', shownBy: '', condition: ''})), []);
  });
  it('refuses a row with no product file, no screen, no condition or a wrong locale', () => {
    assert.equal(labelRowProblems(row({source: 'PAC.X.Publish'})).length, 1);
    assert.equal(labelRowProblems(row({shownBy: 'the studio'})).length, 1);
    assert.equal(labelRowProblems(row({condition: ''})).length, 1);
    assert.equal(labelRowProblems(row({locale: 'fr' as 'zh'})).length, 1);
    assert.equal(labelRowProblems(row({cells: 6})).length, 1);
  });
});

describe('the labels rule of the content check', () => {
  const page = {file: 'docs/x.md', locale: 'en' as const, body: '1. Click **Publish**, then **Confirm**.'};
  const row = (label: string): LabelRow => ({label, locale: 'en', source: '`PAC.X` in `apps/cloud/src/assets/i18n/en.json`', shownBy: '`apps/cloud/src/app/a.component.html:1`', condition: 'always', where: 'x.md:1', cells: 5});
  it('fails on a bold name in a step with no row and not listed', () => {
    const {problems} = labelProblems([page], [row('Publish')], []);
    assert.deepEqual(problems.map(([, what]) => what.split(':')[0]), ['bold name "Confirm" in a step or table']);
  });
  it('lets a listed name pass, and asks to remove a listed name that has a row or is bold nowhere', () => {
    const {problems} = labelProblems([page], [row('Publish')], [{locale: 'en', label: 'Confirm', line: 3}, {locale: 'en', label: 'Publish', line: 4}, {locale: 'en', label: 'Gone', line: 5}]);
    assert.deepEqual(problems.map(([where]) => where), ['docs-facts/labels/unchecked.tsv:4', 'docs-facts/labels/unchecked.tsv:5']);
  });
  it('counts the names and those with a row', () => {
    const r = labelProblems([page, {...page, locale: 'zh', body: '1. 点击 **发布**。'}], [row('Publish')], [{locale: 'en', label: 'Confirm', line: 1}, {locale: 'zh', label: '发布', line: 2}]);
    assert.equal(r.names, 3);
    assert.equal(r.recorded, 1);
  });
});
