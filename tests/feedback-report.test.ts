/**
 * The feedback report (scripts/checks/feedback-report.ts, lib/feedback-log.ts) on fixture logs of
 * both servers (tests/fixtures/feedback/: the local server's decoded records and nginx's raw ones,
 * with malformed and hostile lines among them).
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {parseLine, queryKey, quote, renderReport, show, summarize} from '../scripts/checks/lib/feedback-log.ts';

const DIR = path.join('tests', 'fixtures', 'feedback');
const files = ['local.jsonl', 'nginx.jsonl'].map((f) => ({name: f, bytes: fs.readFileSync(path.join(DIR, f))}));
const summary = summarize(files);

describe('parseLine', () => {
  it('reads the same record from both servers, decoded', () => {
    const local = parseLine('{"t":"2026-11-28T06:00:00+00:00","kind":"feedback","enc":"text","p":"/docs/中文","l":"zh-Hans","a":"no","r":"unclear","c":"a+b \\"c\\""}');
    const nginx = parseLine('{"t":"2026-11-28T06:00:00+00:00","kind":"feedback","enc":"url","p":"/docs/%E4%B8%AD%E6%96%87","l":"zh-Hans","a":"no","r":"unclear","c":"a%2Bb+\\"c\\""}');
    assert.deepEqual(local, nginx);
    assert.deepEqual(local, {entry: {kind: 'feedback', t: '2026-11-28T06:00:00Z', p: '/docs/中文', l: 'zh-Hans', a: 'no', r: 'unclear', c: 'a+b "c"'}});
  });

  it('says why a line is malformed', () => {
    const cases: [string, string][] = [
      ['{', 'not JSON'],
      ['null', 'not an object'],
      ['{"kind":"feedback"}', 'unexpected fields'],
      ['{"t":"2026-11-28T06:00:00Z","kind":"feedback","enc":"gzip","p":"/x","l":"en","a":"yes","r":"","c":""}', 'unknown encoding'],
      ['{"t":"2026-11-28T06:00:00Z","kind":"feedback","enc":"text","p":"/x","l":"en","a":"yes","r":"","c":7}', 'c is not a string'],
      ['{"t":"2026-11-28T06:00:00Z","kind":"search-miss","enc":"text","q":"x","l":"en","s":"box","p":"/x","c":"extra"}', 'unexpected fields'],
      [`{"t":"2026-11-28T06:00:00Z","kind":"feedback","enc":"text","p":"/x","l":"en","a":"no","r":"","c":"${'x'.repeat(20_000)}"}`, 'line too long'],
    ];
    for (const [line, reason] of cases) assert.deepEqual(parseLine(line), {malformed: reason}, line.slice(0, 60));
    assert.deepEqual(parseLine('   '), {blank: true});
  });
});

describe('summarize the fixture logs', () => {
  it('counts the records and every malformed line, by file and line', () => {
    assert.equal(summary.records, 16);
    const where = summary.malformed.map((m) => `${m.file}:${m.line}`);
    assert.deepEqual(where, [
      ...[12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map((n) => `local.jsonl:${n}`),
      ...[7, 8, 9, 10, 11, 12].map((n) => `nginx.jsonl:${n}`),
    ]);
    assert.deepEqual(
      summary.malformed.filter((m) => m.file === 'nginx.jsonl').map((m) => m.reason),
      ['invalid comment', 'invalid comment', 'invalid query-length', 'not JSON', 'not JSON', 'not UTF-8'],
    );
  });

  it('ranks the pages of each locale by their "no" answers, with reason counts from both logs', () => {
    const en = summary.locales.get('en')!;
    assert.deepEqual(
      en.pages.map((p) => [p.page, p.no, p.yes, Object.fromEntries(p.reasons)]),
      [
        ['/en/docs/ai/workflow/agent', 4, 1, {example: 2, unclear: 1, inaccurate: 1}],
        ['/en/docs/x', 1, 0, {other: 1}],
        ['/en/pricing/', 1, 0, {}],
      ],
    );
    const zh = summary.locales.get('zh-Hans')!;
    // `%2Fdocs%2Fai%2F` in nginx's log and `/docs/ai/` in the local one are the same page.
    assert.deepEqual(zh.pages.map((p) => [p.page, p.no, p.yes]), [['/docs/ai/', 2, 1]]);
  });

  it('keeps the comments of each locale in time order, and groups failed queries by case and spacing', () => {
    const en = summary.locales.get('en')!;
    assert.deepEqual(
      en.comments.map((c) => c.c),
      ['A full example with a knowledge base, please.', 'Is there a yearly price?', '\u202Egnp.exe\u202C looks odd', 'The "Max tokens" default is wrong\\'],
    );
    assert.deepEqual(en.queries.map((q) => [queryKey(q.query), q.count, Object.fromEntries(q.sources)]), [
      ['agent memory', 3, {box: 2, page: 1}],
      ['sap bw', 1, {box: 1}],
    ]);
    assert.deepEqual(summary.locales.get('zh-Hans')!.queries.map((q) => [q.query, q.count]), [['知识库 权限', 2]]);
  });
});

describe('the printed report', () => {
  const text = renderReport(summary);

  it('shows no control, bidirectional or line-separator character from a log', () => {
    assert.equal(show('a\u001b[2Jb\u202Ec\u2028d'), 'a\\u{1B}[2Jb\\u{202E}c\\u{2028}d');
    assert.equal(quote('say "hi"\\'), '"say \\"hi\\"\\\\"');
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    assert.doesNotMatch(text, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/);
    assert.match(text, /"\\u\{202E\}gnp\.exe\\u\{202C\} looks odd"/);
  });

  it('holds each locale, its worst page, its comments and its failed queries', () => {
    assert.match(text, /^Feedback report: 2 files, 16 records \(10 feedback, 6 failed searches\), 17 malformed lines$/m);
    assert.match(text, /^## en: 7 answers, 4 failed searches/m);
    assert.match(text, /^ +4 no +1 yes {2}\/en\/docs\/ai\/workflow\/agent {2}\(example 2, inaccurate 1, unclear 1\)$/m);
    assert.match(text, /^ +3 {2}"AGENT MEMORY" {2}\(box 2, page 1\)$/m);
    assert.match(text, /^ {2}2026-11-27T09:05:00Z \/docs\/ai\/ \[no, missing\] "缺少 \\"多轮对话\\" 的说明\\\\"$/m);
    assert.match(text, /^ {2}nginx\.jsonl:12 not UTF-8$/m);
  });

  it('runs as a command on the fixture files, and fails on a file it cannot read but still reports the others', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/checks/feedback-report.ts', ...files.map((f) => path.join(DIR, f.name))], {encoding: 'utf8'});
    assert.match(out, /16 records/);
    const missing = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/checks/feedback-report.ts', path.join(DIR, 'local.jsonl'), path.join(DIR, 'no-such.jsonl')], {encoding: 'utf8'});
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /Cannot read .*no-such\.jsonl: ENOENT/);
    assert.match(missing.stdout, /10 records/);
  });
});
