/**
 * Remark plugin: fail the build when a page would print directive syntax as text. Under the
 * site's `future.v4` flags a callout must be written `:::warning[Title]`; the MDX 1 form
 * `:::warning Title` is not parsed and would reach the reader as a paragraph starting with
 * `:::warning`. A container directive that no plugin turned into an element is refused too.
 * The error names the file and line, so the writer sees it before a reader does.
 */
import type {VFile} from 'vfile';

type Node = {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  position?: {start: {line: number}};
};

const CALLOUTS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/** Problems in one Markdown tree: each a line number and what is wrong there. */
export function unrenderedDirectives(tree: Node): {line: number; message: string}[] {
  const problems: {line: number; message: string}[] = [];
  const walk = (node: Node) => {
    if (node.type === 'paragraph') {
      const first = node.children?.[0];
      if (first?.type === 'text' && /^:::/.test(first.value ?? '')) {
        const written = (first.value ?? '').split('\n')[0];
        const fixed = written.replace(/^:::([a-z]+)\s+(.+)$/, ':::$1[$2]');
        problems.push({
          line: node.position?.start.line ?? 0,
          message: `"${written}" is printed as text${fixed !== written ? `: write "${fixed}"` : ''}`,
        });
      }
    }
    if (node.type === 'containerDirective' && !CALLOUTS.has(node.name ?? '')) {
      problems.push({line: node.position?.start.line ?? 0, message: `":::${node.name}" is not a callout type (${[...CALLOUTS].join(', ')})`});
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return problems;
}

export default function remarkUnrenderedDirectives() {
  return (tree: Node, file: VFile) => {
    const problems = unrenderedDirectives(tree);
    if (problems.length > 0) {
      throw new Error(
        `Unrendered directive syntax in ${file.path}:\n` + problems.map((p) => `  line ${p.line}: ${p.message}`).join('\n'),
      );
    }
  };
}
