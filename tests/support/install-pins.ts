/**
 * Reads the fenced code blocks of a docs page and reports install commands that would not give the
 * reader the release the docs describe: an image without a tag or with `latest`, an Xpert image on
 * another tag, a `git clone` of xpert-ai/xpert without the release tag, a checkout or tag fetch of
 * another ref, and a page that starts the compose stack from the repository without pinning the
 * compose files' `:latest` images. Used by tests/install-pins.test.ts.
 */

import path from 'node:path';

export type PinRule =
  | 'image-untagged'
  | 'image-latest'
  | 'image-not-release'
  | 'clone-unpinned'
  | 'checkout-other-ref'
  | 'compose-unpinned';

export type PinFinding = {rule: PinRule; line: number; text: string};

type Block = {lang: string; firstLine: number; lines: string[]};

/** Fenced blocks (``` or ~~~, indented or not), with the 1-based line of their first content line. */
export function fencedBlocks(source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  let open: {fence: string; block: Block} | null = null;
  lines.forEach((line, i) => {
    if (open) {
      const closing = line.trim();
      if (closing.startsWith(open.fence) && /^([`~])\1*$/.test(closing)) {
        blocks.push(open.block);
        open = null;
      } else {
        open.block.lines.push(line);
      }
      return;
    }
    const m = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (m) open = {fence: m[1]!, block: {lang: m[2] ?? '', firstLine: i + 2, lines: []}};
  });
  return blocks;
}

/** The Xpert images the release workflow publishes (ghcr.io/xpert-ai, the Alibaba Cloud mirror, Docker Hub). */
const XPERT_IMAGE = /^(?:ghcr\.io\/xpert-ai|registry\.cn-hangzhou\.aliyuncs\.com\/metad|metadc)\/(?:xpert-api|xpert-webapp|ocap-olap)$/;
const XPERT_REPO = /^(?:https?:\/\/|git@)github\.com[/:]xpert-ai\/xpert(?:\.git)?\/?$/;

/** Options of `docker run` / `docker create` that take the next word as their value. */
const RUN_VALUE_OPTIONS = new Set([
  '-e', '--env', '--env-file', '-p', '--publish', '-v', '--volume', '--mount', '--name', '--network', '--net',
  '-w', '--workdir', '--entrypoint', '-u', '--user', '--platform', '-l', '--label', '--shm-size', '--add-host',
  '--restart', '-h', '--hostname', '-m', '--memory', '--cpus', '--gpus', '--device', '--pull', '--ulimit', '--log-driver',
]);

function imageProblems(ref: string, release: string): PinRule[] {
  const clean = ref.replace(/^["']|["']$/g, '');
  if (clean.includes('@sha256:')) return [];
  const slash = clean.lastIndexOf('/');
  const colon = clean.indexOf(':', slash + 1);
  const name = colon === -1 ? clean : clean.slice(0, colon);
  const tag = colon === -1 ? '' : clean.slice(colon + 1);
  if (!tag) return ['image-untagged'];
  if (/latest/.test(tag)) return ['image-latest'];
  if (XPERT_IMAGE.test(name) && tag !== release) return ['image-not-release'];
  return [];
}

/**
 * Splits one shell line into commands (at `&&`, `||`, `;` and `|` outside quotes) and each command
 * into words (at whitespace outside quotes, quotes removed). Enough for the docs' install commands.
 */
export function shellCommands(line: string): string[][] {
  const result: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let quote = '';
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length) result.push(words);
    words = [];
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = '';
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '#' && !inWord) {
      break; // a comment
    } else if (/\s/.test(c)) {
      endWord();
    } else if (c === ';' || c === '|' || (c === '&' && line[i + 1] === '&')) {
      if (c !== ';' && line[i + 1] === c) i++;
      endCommand();
    } else {
      word += c;
      inWord = true;
    }
  }
  endCommand();
  return result;
}

/** Shell commands of a block, continuation lines joined, with the line each starts on. */
function commands(block: Block): {line: number; words: string[]; text: string}[] {
  const out: {line: number; words: string[]; text: string}[] = [];
  let pending = '';
  let start = 0;
  block.lines.forEach((line, i) => {
    if (!pending) start = block.firstLine + i;
    if (/\\\s*$/.test(line)) {
      pending += line.replace(/\\\s*$/, ' ');
      return;
    }
    const full = pending + line;
    pending = '';
    for (const words of shellCommands(full)) out.push({line: start, words, text: words.join(' ')});
  });
  return out;
}

/** `kubectl -n x set image ...` → `kubectl set image ...`: global options may come before the verb. */
function withoutKubectlGlobals(words: string[]): string[] {
  const out = [words[0]!];
  for (let i = 1; i < words.length; i++) {
    if (['-n', '--namespace', '--context', '--kubeconfig'].includes(words[i]!)) i++;
    else if (!/^--(namespace|context|kubeconfig)=/.test(words[i]!)) out.push(words[i]!);
  }
  return out;
}

/** Everything wrong with one page's code blocks. `release` is the tag the docs describe, e.g. `3.6.0`. */
export function installPinFindings(source: string, release: string): PinFinding[] {
  const findings: PinFinding[] = [];
  let usesRelease = false; // the page clones or checks out the xpert repository
  let startsCompose: {line: number; text: string} | null = null;
  let pinsCompose = false;

  for (const block of fencedBlocks(source)) {
    // YAML (compose files, Kubernetes manifests): `image:` keys.
    block.lines.forEach((line, i) => {
      const m = /^\s*(?:-\s+)?image:\s*(\S+)/.exec(line);
      if (!m) return;
      for (const rule of imageProblems(m[1]!, release)) findings.push({rule, line: block.firstLine + i, text: line.trim()});
      if (XPERT_IMAGE.test(m[1]!.split(':')[0]!) && m[1]!.endsWith(`:${release}`)) pinsCompose = true;
    });

    for (const cmd of commands(block)) {
      const w = cmd.words[0] === 'kubectl' ? withoutKubectlGlobals(cmd.words) : cmd.words;
      const report = (rule: PinRule) => findings.push({rule, line: cmd.line, text: cmd.text});
      const at = (i: number, word: string) => w[i] === word;

      if (at(0, 'docker') && (at(1, 'pull') || at(1, 'run') || at(1, 'create'))) {
        let i = 2;
        while (i < w.length && w[i]!.startsWith('-')) i += RUN_VALUE_OPTIONS.has(w[i]!) ? 2 : 1;
        if (i < w.length) for (const rule of imageProblems(w[i]!, release)) report(rule);
      }
      if (at(0, 'kubectl') && at(1, 'set') && at(2, 'image')) {
        for (const word of w.slice(4).filter((x) => x.includes('=') && !x.startsWith('-'))) {
          for (const rule of imageProblems(word.slice(word.indexOf('=') + 1), release)) report(rule);
        }
      }
      if (at(0, 'kubectl') && at(1, 'run')) {
        const i = w.findIndex((x) => x === '--image' || x.startsWith('--image='));
        const ref = i === -1 ? undefined : w[i]!.includes('=') ? w[i]!.slice(8) : w[i + 1];
        if (ref) for (const rule of imageProblems(ref, release)) report(rule);
      }
      if (at(0, 'git') && at(1, 'clone') && w.some((x) => XPERT_REPO.test(x))) {
        usesRelease = true;
        const j = w.findIndex((x) => x === '--branch' || x === '-b');
        const branch = j !== -1 ? w[j + 1] : w.find((x) => x.startsWith('--branch='))?.slice(9);
        if (branch !== release) report('clone-unpinned');
      }
      if (at(0, 'git') && (at(1, 'checkout') || at(1, 'switch'))) {
        const args = w.slice(2);
        const creates = args.some((x) => ['-b', '-B', '-c', '-C', '--orphan'].includes(x));
        if (!creates && args[0] !== '--') {
          const ref = args.find((x) => !x.startsWith('-'));
          if (ref === release) usesRelease = true;
          else if (ref) report('checkout-other-ref');
        }
      }
      if (at(0, 'git') && at(1, 'fetch')) {
        const t = w.indexOf('tag');
        if (t !== -1 && w[t + 1] && w[t + 1] !== release) report('checkout-other-ref');
      }
      // Only the main compose files name the Xpert images; `-f docker-compose.infra.yml` alone does not.
      const files = w.flatMap((x, i) => (x === '-f' || x === '--file') && w[i + 1] ? [path.basename(w[i + 1]!)] : []);
      const xpertFiles = files.length === 0 || files.some((f) => f === 'docker-compose.yml' || f === 'docker-compose.cn.yml');
      if (at(0, 'docker') && at(1, 'compose') && xpertFiles && !startsCompose && w.some((x) => x === 'up' || x === 'pull')) {
        startsCompose = {line: cmd.line, text: cmd.text};
      }
      if (at(0, 'sed') && cmd.text.includes(':latest') && cmd.text.includes(`:${release}`)
        && w.includes('docker-compose.yml') && w.includes('docker-compose.cn.yml')) {
        pinsCompose = true;
      }
    }
  }
  if (usesRelease && startsCompose && !pinsCompose) {
    const {line, text} = startsCompose;
    findings.push({rule: 'compose-unpinned', line, text});
  }
  return findings.sort((a, b) => a.line - b.line);
}
