/**
 * The `edition` and `since` keys of a docs page's front matter: what is valid (scripts/checks/content-check.ts
 * reports the rest) and which badges a page shows (src/theme/DocItem/Content). Plain logic, no React.
 */
import {DOC_EDITIONS, DOCS_RELEASE, LATEST_RELEASE, type DocEdition} from '../data/site.ts';

/**
 * `since` is a quoted 'major.minor' string, or 'major.minor.patch' for a feature that first shipped
 * in a patch release (a connector that came in 3.3.4 is not in 3.3.0); an x.y.0 release is written x.y.
 */
export const SINCE_PATTERN = /^\d+\.\d+(\.[1-9]\d*)?$/;

/** `since` is only written when the feature came after this release. */
export const FIRST_SINCE_AFTER = '2.0';

/** Orders two releases numerically ('3.10' is after '3.9', '3.3.4' after '3.3'). */
export function compareReleases(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0, aPatch = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0, bPatch = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor || aPatch - bPatch;
}

export function isDocEdition(value: unknown): value is DocEdition {
  return typeof value === 'string' && (DOC_EDITIONS as readonly string[]).includes(value);
}

type BadgeFrontMatter = {edition?: unknown; since?: unknown};

/** What is wrong with a page's `edition` and `since`; empty when both are valid or absent. */
export function badgeProblems({edition, since}: BadgeFrontMatter): string[] {
  const problems: string[] = [];
  if (edition !== undefined && !isDocEdition(edition)) {
    problems.push(`edition "${String(edition)}" is not one of ${DOC_EDITIONS.join(', ')}`);
  }
  if (since === undefined) return problems;
  if (typeof since !== 'string') {
    problems.push(`since must be a quoted 'major.minor' string (YAML read ${JSON.stringify(since)}, a ${typeof since})`);
  } else if (!SINCE_PATTERN.test(since)) {
    problems.push(`since "${since}" is not 'major.minor' (or 'major.minor.patch' with a patch above 0)`);
  } else if (compareReleases(since, FIRST_SINCE_AFTER) <= 0) {
    problems.push(`since "${since}": write it only for releases after ${FIRST_SINCE_AFTER}`);
  } else if (compareReleases(since, LATEST_RELEASE) > 0) {
    problems.push(`since "${since}" is later than the latest known release ${LATEST_RELEASE}`);
  }
  return problems;
}

export type DocBadge =
  | {kind: 'edition'; edition: DocEdition}
  /** `afterDocs`: the release is later than the one the docs describe (DOCS_RELEASE). */
  | {kind: 'since'; version: string; afterDocs: boolean};

/**
 * The badges a docs page shows under its title, edition first; `edition: community` shows a badge
 * too, so every page that states its edition says so. A value that is not valid shows nothing (the
 * content check fails on it instead); a page without either key shows no badge.
 */
export function docBadges(frontMatter: BadgeFrontMatter): DocBadge[] {
  const badges: DocBadge[] = [];
  const problems = badgeProblems(frontMatter);
  if (isDocEdition(frontMatter.edition)) badges.push({kind: 'edition', edition: frontMatter.edition});
  const since = frontMatter.since;
  if (typeof since === 'string' && !problems.some((p) => p.startsWith('since'))) {
    badges.push({kind: 'since', version: since, afterDocs: compareReleases(since, DOCS_RELEASE.version) > 0});
  }
  return badges;
}
