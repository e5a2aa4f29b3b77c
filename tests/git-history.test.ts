/** When the build can date pages from git (plugins/shared/gitHistory.ts). */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {detectGitHistory, gitRunner, type GitRunner} from '../plugins/shared/gitHistory.ts';

const answers =
  (map: Record<string, string | null>): GitRunner =>
  (args) =>
    map[args.join(' ')] ?? null;

describe('detectGitHistory', () => {
  it('accepts a full clone', () => {
    const git = answers({'rev-parse --is-inside-work-tree': 'true', 'rev-parse --is-shallow-repository': 'false'});
    assert.deepEqual(detectGitHistory(git), {usable: true});
  });

  it('refuses a shallow clone, no git, a folder outside a work tree, and the switch', () => {
    const shallow = detectGitHistory(answers({'rev-parse --is-inside-work-tree': 'true', 'rev-parse --is-shallow-repository': 'true'}));
    assert.equal(shallow.usable, false);
    assert.match(!shallow.usable ? shallow.reason : '', /shallow/);
    const none = detectGitHistory(answers({}));
    assert.match(!none.usable ? none.reason : '', /no git history/);
    assert.equal(detectGitHistory(answers({'rev-parse --is-inside-work-tree': 'false'})).usable, false);
    const off = detectGitHistory(answers({'rev-parse --is-inside-work-tree': 'true', 'rev-parse --is-shallow-repository': 'false'}), {
      SITE_LAST_UPDATED: 'off',
    });
    assert.equal(off.usable, false);
  });

  it('reads real repositories: this one, a depth-1 clone of it, and a folder without .git', (t) => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
    t.after(() => fs.rmSync(tmp, {recursive: true, force: true}));
    // A tiny repository with two commits, cloned at depth 1 (file:// so that --depth applies).
    const full = path.join(tmp, 'full');
    fs.mkdirSync(full);
    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {cwd, stdio: 'ignore'});
    git(full, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(full, 'a.md'), `v${n}`);
      git(full, 'add', 'a.md');
      git(full, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', `v${n}`);
    }
    git(tmp, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
    const plain = path.join(tmp, 'plain');
    fs.mkdirSync(plain);
    assert.deepEqual(detectGitHistory(gitRunner(full)), {usable: true});
    assert.equal(detectGitHistory(gitRunner(path.join(tmp, 'shallow'))).usable, false);
    assert.equal(detectGitHistory(gitRunner(plain)).usable, false);
  });
});
