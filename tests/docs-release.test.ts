/** The docs home says which release the docs describe, in both locales, from one constant (DOCS_RELEASE). */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
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

  // The product's repository is only on the writers' machine; elsewhere this check has nothing to read.
  const repo = process.env.XPERT_REPO ?? '/work/.mirror/xpert-ai+xpert/repo';
  it('matches the tag date in the product repository', {skip: !fs.existsSync(repo) && 'no clone of xpert-ai/xpert'}, () => {
    const date = execFileSync('git', ['-C', repo, 'log', '-1', '--format=%cs', DOCS_RELEASE.tag], {encoding: 'utf8'}).trim();
    assert.equal(date, DOCS_RELEASE.date);
  });
});
