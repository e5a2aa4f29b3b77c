import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {leakedSyntax, routeOf, sourceOf} from '../scripts/checks/lib/rendered-text.ts';
import {unrenderedDirectives} from '../plugins/unrendered-directives/remark.ts';

describe('leakedSyntax', () => {
  it('finds each kind of source syntax in visible text', () => {
    const html = `<main>
      <p>:::warning Not in the open-source edition</p>
      <p>新增一个**飞书（Lark）**集成</p>
      <p>See [the guide](/docs/ai/) for more.</p>
      <h2>Install {#install}</h2>
      <p>Wrap it in &lt;Tabs&gt; first.</p>
    </main>`;
    assert.deepEqual(leakedSyntax(html).map((l) => l.kind), ['directive', 'emphasis', 'link', 'heading-id', 'escaped-tag']);
  });

  it('names the text around a leak', () => {
    const [leak] = leakedSyntax('<p>点击**“且”组合**（ADD）</p>');
    assert.match(leak.text, /“且”组合/);
  });

  it('ignores code, scripts and styles, and rendered markup', () => {
    const html = `<p>Use <code>**kwargs</code> and <strong>bold</strong> and <a href="/x">a link</a>.</p>
      <pre><code>:::tip[Title]\n[x](y)\n## H {#h}</code></pre>
      <script>const a = "**"; </script><style>a[href]{x:1}</style>
      <kbd>Ctrl</kbd><p>5 * 3 = 15, and the [Time].[2024] member.</p>`;
    assert.deepEqual(leakedSyntax(html), []);
  });

  it('catches an emphasis marker split by an inline element', () => {
    assert.equal(leakedSyntax('<p>**open <a href="/a">link</a>**</p>').length, 2);
  });
});

describe('routes and sources', () => {
  it('maps built files to routes', () => {
    assert.equal(routeOf('en/docs/ai/index.html'), '/en/docs/ai/');
    assert.equal(routeOf('index.html'), '/');
  });
  it('finds the source of a docs route in each locale', () => {
    assert.equal(sourceOf('/docs/ai/xpert/publish', process.cwd()), 'docs/ai/xpert/publish.md');
    assert.equal(sourceOf('/en/docs/ai/', process.cwd()), 'i18n/en/docusaurus-plugin-content-docs/current/ai/index.md');
    assert.equal(sourceOf('/en/blog/x', process.cwd()), 'i18n/en/docusaurus-plugin-content-blog/');
  });
});

describe('unrenderedDirectives', () => {
  const paragraph = (value: string, line = 3) => ({type: 'paragraph', position: {start: {line}}, children: [{type: 'text', value}]});

  it('refuses the MDX 1 callout form and says how to write it', () => {
    const problems = unrenderedDirectives({type: 'root', children: [paragraph(':::warning Not in the open-source edition\nText', 7)]});
    assert.equal(problems.length, 1);
    assert.equal(problems[0].line, 7);
    assert.match(problems[0].message, /:::warning\[Not in the open-source edition\]/);
  });

  it('refuses a container directive that is not a callout', () => {
    const problems = unrenderedDirectives({type: 'root', children: [{type: 'containerDirective', name: 'warnign', children: []}]});
    assert.match(problems[0].message, /warnign/);
  });

  it('accepts text that only mentions colons', () => {
    assert.deepEqual(unrenderedDirectives({type: 'root', children: [paragraph('At 10:30 the job runs: see below.')]}), []);
  });
});
