/**
 * Remark plugin: consecutive fenced code blocks that each carry `tab="Label"` in their meta
 * become one set of Docusaurus tabs (`@theme/Tabs` + `@theme/TabItem`), in .md pages as in .mdx:
 *
 *     ```bash tab="curl" group="api-language"
 *     ```typescript tab="JavaScript"
 *     ```python tab="Python"
 *
 * `group` (on any block of the run, default `code`) is the Tabs `groupId`: every set of tabs with
 * the same group switches together, on every page, and the choice is kept in localStorage under
 * `docusaurus.tab.<group>`. A tab's `value` is `value="..."` when given, else the label in lower
 * case; it must be ASCII, the same in both locales (they share one origin and one storage), so a
 * Chinese label needs an explicit value. The source stays plain Markdown: the Markdown twin
 * (plugins/machine-readable/markdown.ts) prints each block under its label.
 */
import type {VFile} from 'vfile';

type Node = {type: string; lang?: string | null; meta?: string | null; value?: string; children?: Node[]; position?: {start: {line: number}}};

export const DEFAULT_GROUP = 'code';
const META_ATTRIBUTE = /\b(tab|group|value)="([^"]*)"/g;

export type TabMeta = {label: string; group?: string; value?: string; rest: string};

/** The tab attributes of a code block's meta string, or null when it has no `tab="..."`. */
export function tabMeta(meta: string | null | undefined): TabMeta | null {
  if (!meta || !/\btab="/.test(meta)) return null;
  const found: Record<string, string> = {};
  for (const m of meta.matchAll(META_ATTRIBUTE)) found[m[1]!] = m[2]!;
  return {
    label: found.tab!,
    group: found.group,
    value: found.value,
    rest: meta.replace(META_ATTRIBUTE, '').replace(/\s+/g, ' ').trim(),
  };
}

export function tabValue(meta: TabMeta): string {
  return meta.value ?? meta.label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const attr = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

const IMPORT_ESTREE = {
  type: 'Program',
  sourceType: 'module',
  body: [
    ['Tabs', '@theme/Tabs'],
    ['TabItem', '@theme/TabItem'],
  ].map(([local, source]) => ({
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
    source: {type: 'Literal', value: source, raw: `'${source}'`},
  })),
};

function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';",
    data: {estree: structuredClone(IMPORT_ESTREE)},
  } as Node;
}

export type TabSet = {group: string; tabs: {value: string; label: string; lang: string | null | undefined}[]};

/**
 * Replace every run of tab-marked code blocks in the tree with a Tabs element; return the sets
 * made, in page order. Throws (with the line) on a lone tab-marked block, a run mixing groups,
 * a repeated value or a value that is not ASCII.
 */
export function transformCodeTabs(tree: Node, where = 'page'): TabSet[] {
  const sets: TabSet[] = [];
  const walk = (node: Node) => {
    const children = node.children;
    if (!children) return;
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i]!;
      const first = child.type === 'code' ? tabMeta(child.meta) : null;
      if (!first) {
        walk(child);
        continue;
      }
      let end = i;
      while (end + 1 < children.length && children[end + 1]!.type === 'code' && tabMeta(children[end + 1]!.meta)) end += 1;
      const line = child.position?.start.line ?? '?';
      const run = children.slice(i, end + 1);
      if (run.length < 2) throw new Error(`${where}:${line}: a code block with tab="${first.label}" needs at least one more tab-marked block right after it`);
      const metas = run.map((c) => tabMeta(c.meta)!);
      const groups = new Set(metas.map((m) => m.group).filter(Boolean));
      if (groups.size > 1) throw new Error(`${where}:${line}: one set of tabs names several groups (${[...groups].join(', ')})`);
      const group = [...groups][0] ?? DEFAULT_GROUP;
      const values = metas.map(tabValue);
      values.forEach((v, k) => {
        if (!/^[a-z0-9][a-z0-9-]*$/.test(v)) throw new Error(`${where}:${line}: tab "${metas[k]!.label}" needs value="..." in ASCII (the same in both locales)`);
      });
      if (new Set(values).size !== values.length) throw new Error(`${where}:${line}: two tabs with the same value in one set (${values.join(', ')})`);
      const items = run.map((c, k) => ({
        type: 'mdxJsxFlowElement',
        name: 'TabItem',
        attributes: [attr('value', values[k]!), attr('label', metas[k]!.label)],
        children: [{...c, meta: metas[k]!.rest || null}],
      }));
      children.splice(i, run.length, {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [attr('groupId', group)],
        children: items,
      } as unknown as Node);
      sets.push({group, tabs: run.map((c, k) => ({value: values[k]!, label: metas[k]!.label, lang: c.lang}))});
    }
  };
  walk(tree);
  if (sets.length > 0) tree.children!.unshift(importNode());
  return sets;
}

export default function remarkCodeTabs() {
  return (tree: Node, file: VFile): void => {
    transformCodeTabs(tree, file.path ?? 'page');
  };
}
