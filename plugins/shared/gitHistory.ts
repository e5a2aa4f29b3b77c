/**
 * Whether the site's git history can date its pages ("last updated" under docs pages and posts).
 * A container build without `.git`, a machine without git, or a shallow clone (CI's depth 1,
 * where every file would carry the clone's one commit date) cannot: the config then turns the
 * dates and Docusaurus' git reader off (its eager reader fails the build outside a work tree)
 * and says why in one line. `SITE_LAST_UPDATED=off` turns the dates off on purpose.
 */
import {execFileSync} from 'node:child_process';

export type GitHistory = {usable: true} | {usable: false; reason: string};

/** Runs `git <args>` in the site folder: its trimmed output, or null when git fails or is missing. */
export type GitRunner = (args: string[]) => string | null;

export function detectGitHistory(git: GitRunner, env: Record<string, string | undefined> = {}): GitHistory {
  if (env.SITE_LAST_UPDATED === 'off') return {usable: false, reason: 'SITE_LAST_UPDATED=off'};
  const inside = git(['rev-parse', '--is-inside-work-tree']);
  if (inside === null) return {usable: false, reason: 'no git history here (git missing, or no .git folder)'};
  if (inside !== 'true') return {usable: false, reason: 'the site is not inside a git work tree'};
  const shallow = git(['rev-parse', '--is-shallow-repository']);
  if (shallow === 'true') return {usable: false, reason: 'the git clone is shallow (its dates would all be the clone’s)'};
  if (shallow !== 'false') return {usable: false, reason: 'git could not say whether the clone is shallow'};
  return {usable: true};
}

export function gitRunner(cwd: string): GitRunner {
  return (args) => {
    try {
      return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000}).trim();
    } catch {
      return null;
    }
  };
}

const SAID = Symbol.for('xpert.gitHistory.said');

/** The detection for the site folder, saying once per process why the dates are off. */
export function siteGitHistory(siteDir: string, env = process.env): GitHistory {
  const history = detectGitHistory(gitRunner(siteDir), env);
  const flags = globalThis as Record<symbol, boolean | undefined>;
  if (!history.usable && !flags[SAID]) {
    flags[SAID] = true;
    console.warn(`[last-updated] Pages show no "last updated" date: ${history.reason}.`);
  }
  return history;
}
