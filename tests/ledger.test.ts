/**
 * The fact ledger records, for every checked fact, the file where release 3.6.0 *uses* it (the
 * screen's template or form schema, the service or handler that reads the value), not only where
 * it is declared; and every page pair has a meaning-parity record.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {folderFiles, isDeclarationOnly, ledgerFiles, parityFiles, parseUsedAt, tableRows} from '../scripts/checks/lib/ledger.ts';
import {loadPages} from '../scripts/checks/claims-report.ts';
import {anchorFragments, normalize, resolvePage} from '../scripts/checks/lib/claims.ts';

describe('parseUsedAt', () => {
  it('takes a template or a service as a use', () => {
    assert.deepEqual(parseUsedAt('`apps/cloud/src/app/x/publish.component.html`'), {kind: 'paths', paths: ['apps/cloud/src/app/x/publish.component.html']});
  });
  it('refuses a cell that names only declarations', () => {
    for (const cell of ['`packages/contracts/src/ai/xpert.model.ts`', '`dto/thread.dto.ts`', '`libs/x/types.ts`']) {
      assert.equal(parseUsedAt(cell).kind, 'invalid', cell);
    }
  });
  it('refuses an empty, unchecked or reasonless cell', () => {
    for (const cell of ['', '?', 'n/a', 'n/a: x', 'see above']) assert.equal(parseUsedAt(cell).kind, 'invalid', cell);
  });
  it('takes n/a with a reason', () => {
    assert.equal(parseUsedAt('n/a: release date of the tag').kind, 'none');
  });
  it('knows declaration-only files', () => {
    assert.ok(isDeclarationOnly('packages/contracts/src/analytics/story.ts'));
    assert.ok(!isDeclarationOnly('libs/story-angular/widgets/kpi/kpi.schema.ts'));
  });
});

describe('fact ledger', () => {
  const files = ledgerFiles();
  it('has its files', () => assert.ok(files.length >= 10, files.join(', ')));
  for (const file of files) {
    it(`${file}: every row names where the product uses the fact`, () => {
      const rows = tableRows(file);
      assert.ok(rows.length > 0, `${file} has rows`);
      const bad = rows.flatMap((r) => {
        if (r.cells.length !== 6) return [`${r.file}:${r.line}: ${r.cells.length} cells, not 6`];
        const u = parseUsedAt(r.cells[5]);
        return u.kind === 'invalid' ? [`${r.file}:${r.line}: ${u.why}`] : [];
      });
      assert.deepEqual(bad, []);
    });
  }
});

const TWINS = {docs: ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'], blog: ['blog', 'i18n/en/docusaurus-plugin-content-blog']} as const;

function pagesWithTwins(): string[] {
  const out: string[] = [];
  for (const [key, [zh, en]] of Object.entries(TWINS)) {
    const walk = (dir: string): string[] => fs.readdirSync(dir, {withFileTypes: true}).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
    for (const f of walk(zh)) {
      if (!/\.mdx?$/.test(f)) continue;
      const rel = path.relative(zh, f);
      if (fs.existsSync(path.join(en, rel))) out.push(`${key}/${rel.replace(/\.mdx?$/, '')}`);
    }
  }
  return out.sort();
}

describe('meaning parity records', () => {
  const rows = parityFiles().flatMap((f) => tableRows(f));
  it('every Chinese page and its English twin were compared for meaning', () => {
    const seen = new Set(rows.map((r) => r.cells[0].replace(/`/g, '')));
    const missing = pagesWithTwins().filter((p) => !seen.has(p));
    assert.deepEqual(missing, []);
  });
  it('every record says what drifted (or none) and which side was fixed', () => {
    const bad = rows.filter((r) => r.cells.length < 3 || r.cells.slice(1, 3).some((c) => c === '' || c === '?'));
    assert.deepEqual(bad.map((r) => `${r.file}:${r.line}`), []);
  });
});

describe('claims ledger (docs-facts/claims)', () => {
  const files = folderFiles('docs-facts/claims');
  const pages = loadPages();
  const byPage = new Map<string, typeof pages>();
  for (const p of pages) byPage.set(p.page, [...(byPage.get(p.page) ?? []), p]);
  for (const file of files) {
    it(`${file}: every row names a page, an anchor found in it, and where 3.6.0 uses the fact`, () => {
      const bad = tableRows(file).flatMap((r) => {
        const where = `${r.file}:${r.line}`;
        if (r.cells.length !== 6) return [`${where}: ${r.cells.length} cells, not 6`];
        const page = resolvePage(r.cells[0], new Set(byPage.keys()));
        const twins = byPage.get(page);
        if (!twins) return [`${where}: no page ${page}`];
        const fragments = anchorFragments(r.cells[1]);
        if (fragments.length === 0) return [`${where}: no anchor`];
        const texts = twins.map((t) => normalize(t.body));
        if (!fragments.some((f) => texts.some((t) => t.includes(f)))) return [`${where}: the anchor "${r.cells[1]}" is nowhere in ${page} (the sentence changed: check it again)`];
        if (!/^(ok|corrected|removed|added|note)\b/.test(r.cells[4])) return [`${where}: result "${r.cells[4]}" is not ok, corrected, removed, added or note`];
        const u = parseUsedAt(r.cells[5]);
        return u.kind === 'invalid' ? [`${where}: ${u.why}`] : [];
      });
      assert.deepEqual(bad, []);
    });
  }
});
