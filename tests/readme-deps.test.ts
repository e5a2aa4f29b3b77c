/**
 * The project rule: the README says why each dependency is here. Every package of package.json
 * (dependencies, devDependencies) is named in a row of the README's "Dependencies and why each is
 * here" table, every row says why, every name in the table is still a dependency, and every
 * package pinned through `overrides` is explained in that section.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';

const DOCUMENT = 'README.md';
const HEADING = '## Dependencies and why each is here';

type Row = {names: string[]; why: string};

/** The section under HEADING, up to the next `## ` heading. */
function section(markdown: string): string {
  const start = markdown.indexOf(`\n${HEADING}\n`);
  assert.ok(start >= 0, `${DOCUMENT} has a "${HEADING}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Table rows of the section: the code spans of the first cell, and the second cell. */
function rows(text: string): Row[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line) && !/^\|\s*Package\s*\|/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
      const names = [...cells[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return {names, why: cells[1] ?? ''};
    });
}

/** `@types/*` stands for every package under `@types/`; any other name matches itself. */
function matches(pattern: string, pkg: string): boolean {
  return pattern.endsWith('/*') ? pkg.startsWith(pattern.slice(0, -1)) : pattern === pkg;
}

const pkgJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
};
const packages = [...Object.keys(pkgJson.dependencies ?? {}), ...Object.keys(pkgJson.devDependencies ?? {})];
const text = section(fs.readFileSync(DOCUMENT, 'utf8'));
const table = rows(text);
const named = table.flatMap((row) => row.names);

describe(`${DOCUMENT}: why each dependency is here`, () => {
  it('reads a table of packages', () => {
    assert.ok(table.length >= 10, `${table.length} rows`);
    assert.ok(packages.length >= 10, `${packages.length} packages in package.json`);
  });

  it('names every package of package.json in the table', () => {
    const missing = packages.filter((pkg) => !named.some((pattern) => matches(pattern, pkg)));
    assert.deepEqual(missing, [], `add a row to the table in ${DOCUMENT} for: ${missing.join(', ')}`);
  });

  it('says why on every row, and names no package that is gone', () => {
    for (const row of table) {
      assert.ok(row.names.length > 0, `a row names its package in backticks: ${row.why}`);
      assert.ok(row.why.length >= 10, `${row.names.join(', ')}: say why it is here`);
    }
    const stale = named.filter((pattern) => !packages.some((pkg) => matches(pattern, pkg)));
    assert.deepEqual(stale, [], `not in package.json any more: ${stale.join(', ')}`);
  });

  it('explains every override', () => {
    for (const pkg of Object.keys(pkgJson.overrides ?? {})) {
      assert.ok(text.includes(`\`${pkg}\``), `${DOCUMENT} says why ${pkg} is pinned through overrides`);
    }
  });
});
