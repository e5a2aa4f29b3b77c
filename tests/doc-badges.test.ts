/** The edition and "since" badges of docs pages (src/utils/docBadges.ts) and their colours. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {badgeProblems, compareReleases, docBadges, isDocEdition} from '../src/utils/docBadges.ts';
import {DOCS_RELEASE, LATEST_RELEASE} from '../src/data/site.ts';
import {contrast} from './support/contrast.ts';

describe('releases and editions', () => {
  it('orders major.minor numerically', () => {
    assert.ok(compareReleases('3.10', '3.9') > 0);
    assert.ok(compareReleases('3.6', '3.7') < 0);
    assert.equal(compareReleases('3.6', '3.6'), 0);
    assert.ok(compareReleases('3.3.4', '3.3') > 0);
    assert.ok(compareReleases('3.3.4', '3.4') < 0);
    assert.equal(compareReleases('3.3.0', '3.3'), 0);
    assert.ok(compareReleases('4.0', '3.17') > 0);
  });

  it('knows the three docs editions and nothing else', () => {
    for (const e of ['community', 'enterprise', 'enterprise-pro']) assert.ok(isDocEdition(e), e);
    for (const e of ['small-business', 'Enterprise', 'cloud', '', undefined, 3]) assert.ok(!isDocEdition(e), String(e));
  });
});

describe('badgeProblems', () => {
  it('accepts absent keys and valid values', () => {
    assert.deepEqual(badgeProblems({}), []);
    assert.deepEqual(badgeProblems({edition: 'enterprise', since: '3.7'}), []);
    assert.deepEqual(badgeProblems({since: '2.1'}), []);
    assert.deepEqual(badgeProblems({since: '3.3.4'}), []);
    assert.deepEqual(badgeProblems({since: LATEST_RELEASE}), []);
  });

  it('rejects an unknown edition', () => {
    assert.match(badgeProblems({edition: 'small-business'}).join(), /edition "small-business"/);
  });

  it('rejects an unquoted, malformed, too early or too late since', () => {
    assert.match(badgeProblems({since: 3.7}).join(), /quoted/);
    assert.match(badgeProblems({since: '3.7.0'}).join(), /major\.minor/);
    assert.match(badgeProblems({since: '3.7.1.2'}).join(), /major\.minor/);
    assert.match(badgeProblems({since: 'v3.7'}).join(), /major\.minor/);
    assert.match(badgeProblems({since: '2.0'}).join(), /after 2\.0/);
    assert.match(badgeProblems({since: '1.9'}).join(), /after 2\.0/);
    assert.match(badgeProblems({since: '99.0'}).join(), /later than the latest/);
  });
});

describe('docBadges', () => {
  it('shows nothing for a page without the keys', () => {
    assert.deepEqual(docBadges({}), []);
  });

  it('shows the edition, then the release', () => {
    assert.deepEqual(docBadges({edition: 'enterprise', since: '3.7'}), [
      {kind: 'edition', edition: 'enterprise'},
      {kind: 'since', version: '3.7', afterDocs: true},
    ]);
    assert.deepEqual(docBadges({since: DOCS_RELEASE.version}), [{kind: 'since', version: DOCS_RELEASE.version, afterDocs: false}]);
    assert.deepEqual(docBadges({edition: 'community'}), [{kind: 'edition', edition: 'community'}]);
    assert.deepEqual(docBadges({since: '3.3.4'}), [{kind: 'since', version: '3.3.4', afterDocs: false}]);
  });

  it('shows no badge for a value the content check rejects', () => {
    assert.deepEqual(docBadges({edition: 'gold', since: 3.7}), []);
    assert.deepEqual(docBadges({edition: 'enterprise-pro', since: '2.0'}), [{kind: 'edition', edition: 'enterprise-pro'}]);
  });
});

describe('badge colours', () => {
  const css = fs.readFileSync('src/theme/DocItem/Content/badges.module.css', 'utf8');
  /** Each rule that sets --badge-fg and --badge-bg, by its selector. */
  const pairs = [...css.matchAll(/([^{}]+)\{\s*--badge-fg:\s*(#[0-9a-f]{6});\s*--badge-bg:\s*(#[0-9a-f]{6});\s*\}/gi)].map((m) => ({
    selector: m[1]!.trim().split('\n').pop()!.trim(),
    fg: m[2]!,
    bg: m[3]!,
  }));

  it('has a light and a dark pair for each badge', () => {
    for (const name of ['community', 'enterprise', 'enterprisePro', 'since']) {
      assert.ok(pairs.some((p) => p.selector === `.${name}`), `light .${name}`);
      assert.ok(pairs.some((p) => p.selector.endsWith(`.${name}`) && p.selector.includes('dark')), `dark .${name}`);
    }
  });

  it('reaches WCAG AA (4.5:1) in both colour modes', () => {
    assert.equal(pairs.length, 8);
    for (const {selector, fg, bg} of pairs) {
      const ratio = contrast(fg, bg);
      assert.ok(ratio >= 4.5, `${selector}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`);
    }
  });
});
