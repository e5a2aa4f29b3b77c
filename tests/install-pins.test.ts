/**
 * Install commands install the release the docs describe (DOCS_RELEASE.tag): every image in a docs
 * code block has a tag that is not `latest`, the Xpert images carry exactly the release tag, a clone
 * of xpert-ai/xpert names `--branch <tag>`, no command checks out another ref, and a page that starts
 * the compose stack from the repository pins the compose files' `:latest` images first.
 * Both locales, every .md/.mdx under the docs. INSTALL_PINS_ROOT=<checkout> checks another tree
 * (for example the main branch before a fix).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {DOCS_RELEASE} from '../src/data/site.ts';
import {fencedBlocks, installPinFindings, shellCommands, type PinRule} from './support/install-pins.ts';

const TAG = DOCS_RELEASE.tag;
const ROOT = process.env.INSTALL_PINS_ROOT ?? process.cwd();
const DOC_DIRS = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

const rules = (md: string): PinRule[] => installPinFindings(md, TAG).map((f) => f.rule);
const bash = (...lines: string[]) => ['```bash', ...lines, '```'].join('\n');
const yaml = (...lines: string[]) => ['```yaml', ...lines, '```'].join('\n');

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('install-pin checker', () => {
  it('reads fenced blocks, indented ones in lists included', () => {
    const blocks = fencedBlocks(['Text', '1. Step', '', '   ```bash', '   echo hi', '   ```', '~~~yaml', 'a: 1', '~~~'].join('\n'));
    assert.deepEqual(blocks.map((b) => [b.lang, b.firstLine, b.lines.length]), [['bash', 5, 1], ['yaml', 8, 1]]);
  });

  it('splits shell lines at operators outside quotes only', () => {
    assert.deepEqual(shellCommands(`sed -i 's#a|b#c#' f.yml && grep -n 'x' f.yml # note`), [
      ['sed', '-i', 's#a|b#c#', 'f.yml'],
      ['grep', '-n', 'x', 'f.yml'],
    ]);
  });

  it('flags images without a tag or on latest, in YAML and in docker and kubectl commands', () => {
    assert.deepEqual(rules(yaml('services:', '  api:', '    image: ghcr.io/xpert-ai/xpert-api:latest')), ['image-latest']);
    assert.deepEqual(rules(yaml('containers:', '  - image: redis')), ['image-untagged']);
    assert.deepEqual(rules(bash('docker pull sosedoff/pgweb')), ['image-untagged']);
    assert.deepEqual(rules(bash('docker run -d --name c --shm-size=1g \\', '  --network n -p 1:1 -e A=b \\', '  unclecode/crawl4ai:latest')), ['image-latest']);
    assert.deepEqual(rules(bash('kubectl -n x set image deployment/api api=ghcr.io/xpert-ai/xpert-api:latest')), ['image-latest']);
    assert.deepEqual(rules(bash('kubectl set image deploy/w w=ghcr.io/xpert-ai/xpert-webapp --namespace=x')), ['image-untagged']);
    assert.deepEqual(rules(bash('kubectl run t --image=busybox')), ['image-untagged']);
  });

  it('wants the release tag on the Xpert images of both registries, and accepts pinned third-party images', () => {
    assert.deepEqual(rules(yaml('image: registry.cn-hangzhou.aliyuncs.com/metad/ocap-olap:3.5.0')), ['image-not-release']);
    assert.deepEqual(rules(yaml(`image: registry.cn-hangzhou.aliyuncs.com/metad/ocap-olap:${TAG}`)), []);
    assert.deepEqual(rules(yaml('image: pgvector/pgvector:pg15', 'image: localhost:5000/tool:1.2', 'image: x/y@sha256:abc')), []);
  });

  it('wants a clone of xpert-ai/xpert on the release tag, and no other checkout', () => {
    assert.deepEqual(rules(bash('git clone --depth 1 https://github.com/xpert-ai/xpert.git')), ['clone-unpinned']);
    assert.deepEqual(rules(bash('git clone -b main https://github.com/xpert-ai/xpert')), ['clone-unpinned']);
    assert.deepEqual(rules(bash(`git clone --branch=${TAG} https://github.com/xpert-ai/xpert.git`)), []);
    assert.deepEqual(rules(bash('git clone https://github.com/xpert-ai/xpert-plugins-starter.git p')), []);
    assert.deepEqual(rules(bash('git checkout main')), ['checkout-other-ref']);
    assert.deepEqual(rules(bash('git fetch origin tag 3.7.0')), ['checkout-other-ref']);
    assert.deepEqual(rules(bash('git checkout -- docker', 'git checkout -b my-fix', `git checkout ${TAG}`)), []);
  });

  it('wants the compose images pinned when a page starts the stack from the repository', () => {
    const clone = `git clone --branch ${TAG} --depth 1 https://github.com/xpert-ai/xpert.git`;
    const pin = `sed -i -E 's#/(xpert-api|xpert-webapp|ocap-olap):latest#/\\1:${TAG}#' docker-compose.yml docker-compose.cn.yml`;
    assert.deepEqual(rules(bash(clone, 'cd xpert/docker', 'docker compose --profile bi up -d')), ['compose-unpinned']);
    assert.deepEqual(rules(bash(`git checkout ${TAG}`) + '\n' + bash('docker compose pull')), ['compose-unpinned']);
    assert.deepEqual(rules(bash(clone, 'cd xpert/docker', pin) + '\n\nText\n\n' + bash('docker compose --profile bi up -d')), []);
    // Only the release's images count as a pin.
    assert.deepEqual(rules(bash(clone, pin.replace(`:${TAG}`, ':3.5.0'), 'docker compose up -d')), ['compose-unpinned']);
    // The infrastructure file alone starts no Xpert image.
    assert.deepEqual(rules(bash(clone, 'docker compose -f docker/docker-compose.infra.yml up -d db redis')), []);
    assert.deepEqual(rules(bash(clone, 'docker compose -f docker-compose.cn.yml --profile bi up -d')), ['compose-unpinned']);
    // A page that only runs compose in an existing installation is not an install path.
    assert.deepEqual(rules(bash('docker compose --profile bi up -d')), []);
  });
});

describe(`docs install commands install ${TAG}`, () => {
  const files = DOC_DIRS.flatMap((d) => docFiles(path.join(ROOT, d)));

  it('reads both locales', () => {
    for (const d of DOC_DIRS) assert.ok(files.some((f) => f.startsWith(path.join(ROOT, d) + path.sep)), d);
    assert.ok(files.length > 400, `${files.length} files`);
  });

  it('has no unpinned image, clone, checkout or compose start', () => {
    const problems = files.flatMap((file) =>
      installPinFindings(fs.readFileSync(file, 'utf8'), TAG).map((f) => `${path.relative(ROOT, file)}:${f.line} ${f.rule}: ${f.text}`));
    assert.deepEqual(problems, []);
  });

  it('sees the clone command of the install pages (at least four pages per locale)', () => {
    const cloning = files.filter((f) => /git clone [^\n]*github\.com\/xpert-ai\/xpert\.git/.test(fs.readFileSync(f, 'utf8')));
    assert.ok(cloning.length >= 8, `${cloning.length} pages clone xpert-ai/xpert`);
  });
});
