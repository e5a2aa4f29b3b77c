/**
 * The OpenAPI document of the API reference: valid by Redocly's recommended rules (no errors, no
 * warnings) in both languages, the Chinese texts in step with the English ones, both documents
 * holding the same operations, and the generated pages up to date with the document.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {FILES, generate, loadSpec, loadTranslations} from '../scripts/api/api-docs.ts';
import {keywordsOf, operations, pages, tagInfos, textPointers, translate, translationProblems, type OpenApiDoc} from '../scripts/api/openapi-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `redocly lint` with the recommended rules; returns its JSON report's problem counts. */
function lint(file: string): {errors: number; warnings: number; messages: string[]} {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'redocly-')), 'report.json');
  let report: string;
  try {
    report = execFileSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--format=json'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
    });
  } catch (error) {
    report = String((error as {stdout?: string}).stdout ?? '');
  }
  fs.writeFileSync(out, report);
  const parsed = JSON.parse(report.slice(report.indexOf('{'))) as {totals: {errors: number; warnings: number}; problems: {message: string}[]};
  return {errors: parsed.totals.errors, warnings: parsed.totals.warnings, messages: parsed.problems.map((p) => p.message)};
}

const signature = (doc: OpenApiDoc) => operations(doc).map((o) => `${o.method.toUpperCase()} ${o.path} ${o.id} [${o.tag}]`).sort();

describe('OpenAPI document', () => {
  const en = loadSpec();
  const zh = translate(en, loadTranslations());

  it('is OpenAPI 3.1 and passes Redocly lint without errors or warnings (English)', () => {
    assert.equal(en.openapi, '3.1.0');
    const result = lint(FILES.spec);
    assert.deepEqual([result.errors, result.warnings, result.messages], [0, 0, []]);
  });

  it('passes Redocly lint without errors or warnings (Chinese)', () => {
    const result = lint(FILES.static['zh-Hans']);
    assert.deepEqual([result.errors, result.warnings, result.messages], [0, 0, []]);
  });

  it('describes every operation: id, one tag, summary, description, an authenticated 2xx and a 401', () => {
    const ops = operations(en);
    assert.ok(ops.length >= 25, `${ops.length} operations`);
    assert.equal(new Set(ops.map((o) => o.id)).size, ops.length, 'operation ids are unique');
    const tags = new Set(tagInfos(en).map((t) => t.name));
    for (const o of ops) {
      assert.ok(tags.has(o.tag), `${o.id}: tag ${o.tag} is declared`);
      assert.ok(String(o.op.summary ?? '').trim() && String(o.op.description ?? '').trim(), `${o.id}: summary and description`);
      const codes = Object.keys(o.op.responses as object);
      assert.ok(codes.some((c) => c.startsWith('2')), `${o.id}: a success response`);
      assert.ok(codes.includes('401'), `${o.id}: the 401 of the API-key guard`);
    }
  });

  it('keeps the Chinese texts in step with the English ones', () => {
    assert.deepEqual(translationProblems(en, loadTranslations()), []);
  });

  it('holds the same operations, tags and schemas in both languages, with every text translated', () => {
    assert.deepEqual(signature(zh), signature(en));
    assert.deepEqual(Object.keys((zh.components as {schemas: object}).schemas), Object.keys((en.components as {schemas: object}).schemas));
    const published = yaml.load(fs.readFileSync(path.join(ROOT, FILES.static['zh-Hans']), 'utf8')) as OpenApiDoc;
    assert.deepEqual(signature(published), signature(en), 'the downloadable Chinese document');
    const enTexts = textPointers(en);
    const zhTexts = textPointers(zh);
    assert.deepEqual([...zhTexts.keys()], [...enTexts.keys()]);
    const untranslated = [...enTexts].filter(([p, text]) => zhTexts.get(p) === text && /[a-z]{3}/.test(text) && !/^[\w./-]+$/.test(text));
    assert.deepEqual(untranslated, [], 'every English sentence has a Chinese text');
  });

  it("writes a group's and an operation's search words (x-keywords) into its page's keywords, in the page's language", () => {
    assert.deepEqual(keywordsOf({'x-keywords': 'new chat, start conversation ,'}), ['new chat', 'start conversation']);
    assert.deepEqual(keywordsOf({'x-keywords': '新建会话，开始对话'}), ['新建会话', '开始对话']);
    assert.deepEqual(keywordsOf({}), []);
    const doc = structuredClone(loadSpec());
    // Start from a document without search words, then give one group and one operation theirs.
    for (const t of doc.tags as Record<string, unknown>[]) delete t['x-keywords'];
    for (const o of operations(doc)) delete (o.op as Record<string, unknown>)['x-keywords'];
    const tag = (doc.tags as {name: string; 'x-keywords'?: string}[])[0]!;
    tag['x-keywords'] = 'group word one, group word two';
    const op = operations(doc).find((o) => o.tag === tag.name)!;
    (op.op as Record<string, unknown>)['x-keywords'] = 'operation word';
    const intro = {title: 'API', description: 'd', body: '%GROUPS%'};
    const frontOf = (all: {file: string; content: string}[], file: string) =>
      yaml.load(/^---\n([\s\S]*?)\n---/.exec(all.find((p) => p.file === file)!.content)![1]!) as {keywords?: string[]};
    const slug = tagInfos(doc)[0]!.slug;
    const en = pages(doc, 'en', intro);
    assert.deepEqual(frontOf(en, `api/${slug}/index.md`).keywords, ['group word one', 'group word two']);
    assert.deepEqual(frontOf(en, `api/${slug}/${op.slug}.md`).keywords, ['operation word']);
    const zhDoc = translate(doc, {[`/tags/0/x-keywords`]: {en: tag['x-keywords'], zh: '分组词一，分组词二'}});
    assert.deepEqual(frontOf(pages(zhDoc, 'zh-Hans', intro), `api/${slug}/index.md`).keywords, ['分组词一', '分组词二']);
    const other = operations(doc).find((o) => o.id !== op.id)!;
    assert.equal(frontOf(en, `api/${tagInfos(doc).find((t) => t.name === other.tag)!.slug}/${other.slug}.md`).keywords, undefined, 'no keywords line without x-keywords');
  });
  it('has committed pages that match the generator (run `npx tsx scripts/api/api-docs.ts`)', () => {
    const files = generate();
    const differ = [...files].filter(([f, c]) => !fs.existsSync(path.join(ROOT, f)) || fs.readFileSync(path.join(ROOT, f), 'utf8') !== c).map(([f]) => f);
    assert.deepEqual(differ, []);
    const ops = operations(en).length;
    const pagesPerLocale = ops + tagInfos(en).length + 1;
    for (const base of Object.values(FILES.docs)) {
      assert.equal([...files.keys()].filter((f) => f.startsWith(`${base}/api/`)).length, pagesPerLocale, base);
    }
  });
});
