/** The docs home says which release the docs describe, in both locales, from one constant (DOCS_RELEASE). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {DOCS_RELEASE, LATEST_RELEASE} from '../src/data/site.ts';
import {compareReleases} from '../src/utils/docBadges.ts';

const [year, month, day] = DOCS_RELEASE.date.split('-').map(Number) as [number, number, number];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The sentence each docs home must hold, built from the constant. */
const releaseSentence = {
  zh: `本文档描述的是 Xpert AI ${DOCS_RELEASE.version} 版本（${year} 年 ${month} 月 ${day} 日发布）。`,
  en: `These docs describe Xpert AI ${DOCS_RELEASE.version}, released on ${day} ${MONTHS[month - 1]} ${year}.`,
};
const HOMES = {zh: 'docs/index.md', en: 'i18n/en/docusaurus-plugin-content-docs/current/index.md'} as const;

describe('the release the docs describe', () => {
  it('is a consistent constant', () => {
    assert.match(DOCS_RELEASE.version, /^\d+\.\d+$/);
    assert.ok(DOCS_RELEASE.tag.startsWith(`${DOCS_RELEASE.version}.`), DOCS_RELEASE.tag);
    assert.match(DOCS_RELEASE.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(compareReleases(DOCS_RELEASE.version, LATEST_RELEASE) <= 0, 'not after the latest known release');
  });

  for (const locale of ['zh', 'en'] as const) {
    it(`${locale}: the docs home says it in a sentence`, () => {
      const text = fs.readFileSync(HOMES[locale], 'utf8');
      assert.ok(text.includes(releaseSentence[locale]), `${HOMES[locale]} holds "${releaseSentence[locale]}"`);
    });
  }

  // The tag's date as read in the product's repository, recorded in the fact ledger
  // (docs-facts/releases.json): the test needs no clone and no network.
  it('matches the tag date recorded in the fact ledger', () => {
    const ledger = JSON.parse(fs.readFileSync('docs-facts/releases.json', 'utf8')) as {releases: {tag: string; commit: string; date: string}[]};
    const entry = ledger.releases.find((r) => r.tag === DOCS_RELEASE.tag);
    assert.ok(entry, `docs-facts/releases.json records ${DOCS_RELEASE.tag}`);
    assert.match(entry.commit, /^[0-9a-f]{40}$/);
    assert.equal(entry.date, DOCS_RELEASE.date);
  });
});
