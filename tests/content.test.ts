/** The rules of the content-integrity check, on small strings. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {countWords, difference, docLinks, docRoute, headings, images, placeholders, repeatedCalloutTitles, splitFrontMatter} from '../scripts/checks/lib/content.ts';

describe('front matter', () => {
  it('splits YAML from the body', () => {
    const {data, body} = splitFrontMatter('---\ntitle: A\ntags: [ai, mdx]\n---\n\nText');
    assert.deepEqual(data, {title: 'A', tags: ['ai', 'mdx']});
    assert.equal(body.trim(), 'Text');
  });
  it('returns no data when there is no front matter', () => {
    assert.deepEqual(splitFrontMatter('# Hello').data, {});
  });
  it('throws on YAML that does not parse', () => {
    assert.throws(() => splitFrontMatter('---\ntitle: a: b: c\n---\n'));
  });
});

describe('headings', () => {
  it('reads levels and explicit ids, and ignores code blocks', () => {
    const body = '## Install {#install}\n\n```bash\n# not a heading\n```\n\n### 配置 {#configure}\n\n## No id\n';
    assert.deepEqual(
      headings(body).map((h) => [h.level, h.text, h.id]),
      [
        [2, 'Install', 'install'],
        [3, '配置', 'configure'],
        [2, 'No id', null],
      ],
    );
  });
});

describe('words', () => {
  it('counts Latin words and CJK characters, not code or link targets', () => {
    assert.deepEqual(countWords('Use the [cube designer](/docs/models/cube-designer/).\n\n```sql\nSELECT 1\n```'), {latin: 4, cjk: 0});
    assert.deepEqual(countWords('使用 MDX 查询'), {latin: 1, cjk: 4});
  });
});

describe('placeholders, images and links', () => {
  it('finds placeholder text outside code only', () => {
    assert.deepEqual(placeholders('Lorem ipsum dolor. TODO: write'), ['lorem ipsum', 'TODO']);
    assert.deepEqual(placeholders('```text\nTODO in code\n```\nA todo list is fine.'), []);
  });
  it('reads images with their alt text', () => {
    assert.deepEqual(images('![Flow](/img/a.svg) <img src="/img/b.svg" alt="">'), [
      {alt: 'Flow', src: '/img/a.svg'},
      {alt: '', src: '/img/b.svg'},
    ]);
    assert.deepEqual(images('An example in code: `![](x.png)`.'), []);
  });
  it('collects docs links without hashes', () => {
    assert.deepEqual(docLinks('[a](/docs/ai/) [b](/docs/ai/workflow/agent#x) [c](https://x.org)'), ['/docs/ai/', '/docs/ai/workflow/agent']);
  });
  it('maps files to routes', () => {
    assert.equal(docRoute('index.md'), '/docs/');
    assert.equal(docRoute('ai/workflow/index.md'), '/docs/ai/workflow/');
    assert.equal(docRoute('ai/workflow/agent.md'), '/docs/ai/workflow/agent');
  });
  it('reports set differences', () => {
    assert.deepEqual(difference([1, 2], [2, 3]), {onlyA: [1], onlyB: [3]});
  });
});

describe('repeatedCalloutTitles', () => {
  it('finds a callout titled like the heading right above it', () => {
    assert.deepEqual(repeatedCalloutTitles('### 端口被占用 {#port-in-use}\n\n:::warning[端口被占用]\ntext\n:::'), [{line: 3, title: '端口被占用'}]);
  });
  it('leaves a callout with its own title, or one not under a heading', () => {
    assert.deepEqual(repeatedCalloutTitles('### Port in use {#port}\n\n:::warning[Free the port first]\ntext\n:::\n\nProse.\n\n:::note[Port in use]\nx\n:::'), []);
  });
});
