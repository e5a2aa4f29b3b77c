/**
 * Code samples in tabs (plugins/code-tabs): the remark transform, the API pages the generator
 * writes (every operation: curl, JavaScript and Python in one set of tabs of the `api-language`
 * group), the hand-written pages marked for tabs, and the Markdown twins (every variant kept,
 * each under its label).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {tabMeta, transformCodeTabs} from '../plugins/code-tabs/remark.ts';
import {localeText} from '../plugins/machine-readable/locale-text.ts';
import {toPlainMarkdown, type TwinOptions} from '../plugins/machine-readable/markdown.ts';
import {generate} from '../scripts/api/api-docs.ts';

type Node = {type: string; lang?: string | null; meta?: string | null; value?: string; name?: string; attributes?: {name: string; value: unknown}[]; children?: Node[]};

/** Just enough of a Markdown parser for these tests: fenced code blocks, and paragraphs for the rest. */
function blocks(markdown: string): Node {
  const root: Node = {type: 'root', children: []};
  const lines = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,})(\S*)\s*(.*)$/.exec(lines[i]!);
    if (open) {
      let end = i + 1;
      while (end < lines.length && lines[end] !== open[1]) end += 1;
      root.children!.push({type: 'code', lang: open[2] || null, meta: open[3] || null, value: lines.slice(i + 1, end).join('\n')});
      i = end;
    } else if (lines[i]!.trim() !== '') root.children!.push({type: 'paragraph', value: lines[i]!});
  }
  return root;
}

const attribute = (node: Node, name: string) => node.attributes?.find((a) => a.name === name)?.value;

const twin = (locale: 'en' | 'zh-Hans'): TwinOptions => ({
  siteUrl: 'https://mtda.cloud',
  baseUrl: locale === 'en' ? '/en/' : '/',
  admonitionLabels: localeText(locale).admonitions,
});

describe('code tabs: the remark transform', () => {
  it('reads the tab attributes and keeps the rest of the meta', () => {
    assert.deepEqual(tabMeta('tab="macOS or Linux" value="unix" group="os" title="check.sh"'), {
      label: 'macOS or Linux',
      value: 'unix',
      group: 'os',
      rest: 'title="check.sh"',
    });
    assert.equal(tabMeta('title="x"'), null);
    assert.equal(tabMeta(null), null);
  });

  it('turns a run of marked blocks into one Tabs element with an item per block, and imports the components once', () => {
    const tree = blocks(['```bash tab="curl" group="api-language"', 'curl x', '```', '```python tab="Python"', 'requests.get(x)', '```', 'After.'].join('\n'));
    const sets = transformCodeTabs(tree);
    assert.deepEqual(sets, [{group: 'api-language', tabs: [{value: 'curl', label: 'curl', lang: 'bash'}, {value: 'python', label: 'Python', lang: 'python'}]}]);
    const [esm, tabs, after] = tree.children!;
    assert.equal(esm!.type, 'mdxjsEsm');
    assert.match(esm!.value!, /import Tabs from '@theme\/Tabs'/);
    assert.equal(tabs!.name, 'Tabs');
    assert.equal(attribute(tabs!, 'groupId'), 'api-language');
    assert.deepEqual(tabs!.children!.map((item) => [item.name, attribute(item, 'value'), attribute(item, 'label'), item.children![0]!.lang, item.children![0]!.meta]), [
      ['TabItem', 'curl', 'curl', 'bash', null],
      ['TabItem', 'python', 'Python', 'python', null],
    ]);
    assert.equal(after!.type, 'paragraph');
  });

  it('leaves a page without marked blocks untouched (no import)', () => {
    const tree = blocks('```bash\nls\n```\n```python\nx\n```');
    assert.deepEqual(transformCodeTabs(tree), []);
    assert.equal(tree.children!.length, 2);
  });

  it('refuses a lone tab, a non-ASCII value, repeated values and mixed groups', () => {
    assert.throws(() => transformCodeTabs(blocks('```bash tab="curl"\nx\n```\ntext\n```python tab="Python"\ny\n```')), /at least one more/);
    assert.throws(() => transformCodeTabs(blocks('```bash tab="社区版"\nx\n```\n```bash tab="企业版"\ny\n```')), /value="\.\.\." in ASCII/);
    assert.throws(() => transformCodeTabs(blocks('```bash tab="A" value="a"\nx\n```\n```bash tab="B" value="a"\ny\n```')), /same value/);
    assert.throws(() => transformCodeTabs(blocks('```bash tab="A" group="x"\nx\n```\n```bash tab="B" group="y"\ny\n```')), /several groups/);
  });
});

describe('code tabs: the API pages', () => {
  const operations = [...generate()].filter(([file]) => /\/api\/[^/]+\/(?!index\.md)[^/]+\.md$/.test(file));

  it('has 25 operations per locale', () => {
    assert.equal(operations.length, 50);
  });

  for (const [file, content] of operations) {
    it(`${file}: curl, JavaScript and Python in one set of api-language tabs, each in the twin under its label`, () => {
      const sets = transformCodeTabs(blocks(content), file);
      assert.equal(sets.length, 1);
      assert.deepEqual(
        sets[0]!.tabs.map((t) => [t.value, t.lang]),
        [['curl', 'bash'], ['javascript', 'typescript'], ['python', 'python']],
      );
      assert.equal(sets[0]!.group, 'api-language');

      const markdown = toPlainMarkdown(content, twin(file.startsWith('docs/') ? 'zh-Hans' : 'en'));
      assert.match(markdown, /\*\*curl\*\*\n\n```bash\ncurl /);
      assert.match(markdown, /\*\*JavaScript\*\*\n\n```typescript\n(import|const)/);
      assert.match(markdown, /\*\*Python\*\*\n\n```python\nimport /);
      assert.doesNotMatch(markdown, /tab="/);
    });
  }
});

describe('code tabs: hand-written pages', () => {
  const pages: [string, string, string[]][] = [
    ['docs/ai/workflow/code.md', 'code-node-language', ['javascript', 'python']],
    ['i18n/en/docusaurus-plugin-content-docs/current/ai/workflow/code.md', 'code-node-language', ['javascript', 'python']],
    ['docs/server/agent/desktop.md', 'operating-system', ['unix', 'windows']],
    ['i18n/en/docusaurus-plugin-content-docs/current/server/agent/desktop.md', 'operating-system', ['unix', 'windows']],
  ];
  for (const [file, group, values] of pages) {
    it(`${file} shows its variants as ${group} tabs, and its twin keeps each one`, () => {
      const source = fs.readFileSync(file, 'utf8');
      const sets = transformCodeTabs(blocks(source), file);
      assert.deepEqual(sets.map((s) => [s.group, s.tabs.map((t) => t.value)]), [[group, values]]);
      const markdown = toPlainMarkdown(source, twin(file.startsWith('docs/') ? 'zh-Hans' : 'en'));
      for (const tab of sets[0]!.tabs) assert.ok(markdown.includes(`**${tab.label}**\n\n\`\`\`${tab.lang}\n`), `${tab.label} in the twin`);
    });
  }
});
