/**
 * Remark plugin: on each API operation page (docs/api/<tag>/<operation>.md and its English twin,
 * written by scripts/api/api-docs.ts), puts the "Try it" box (`src/components/ApiConsole`) right
 * after the paragraph that gives the method and path. The page's Markdown stays the generator's:
 * the Markdown twins and the search index see no console.
 *
 * A page is an operation page when its first paragraph is one code span `METHOD /api/ai/...` that
 * names an operation of src/data/api-operations.json; the box gets that operation's id. A page
 * under api/ whose method and path name no operation fails the build.
 */
import type {VFile} from 'vfile';
import operations from '../../src/data/api-operations.json';

type Node = {type: string; value?: string; children?: Node[]; data?: unknown; name?: string; attributes?: unknown[]};

const SOURCE = '@site/src/components/ApiConsole';
const API_PREFIX = '/api/ai';
const METHOD_PATH = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/;

/** The operation a page's "METHOD /api/ai/path" line names, or null when the line is not one. */
export function operationOf(line: string): string | null | undefined {
  const m = METHOD_PATH.exec(line.trim());
  if (!m || !m[2]!.startsWith(`${API_PREFIX}/`)) return null;
  const path = m[2]!.slice(API_PREFIX.length);
  return (operations as {id: string; method: string; path: string}[]).find((o) => o.method === m[1] && o.path === path)?.id;
}

function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ApiConsole from '${SOURCE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'ApiConsole'}}],
            source: {type: 'Literal', value: SOURCE, raw: `'${SOURCE}'`},
          },
        ],
      },
    },
  };
}

/** Insert the box after the method-and-path paragraph; returns the operation id, or null for a page that is not an operation's. */
export function insertApiConsole(tree: Node, where = 'page'): string | null {
  const children = tree.children ?? [];
  const index = children.findIndex((n) => n.type === 'paragraph');
  const paragraph = children[index];
  const only = paragraph?.children?.length === 1 ? paragraph.children[0] : undefined;
  if (!only || only.type !== 'inlineCode') return null;
  const id = operationOf(only.value ?? '');
  if (id === null) return null;
  if (id === undefined) throw new Error(`${where}: "${only.value}" names no operation of src/data/api-operations.json (run npm run gen:api)`);
  children.splice(index + 1, 0, {
    type: 'mdxJsxFlowElement',
    name: 'ApiConsole',
    attributes: [{type: 'mdxJsxAttribute', name: 'operation', value: id}],
    children: [],
  });
  children.unshift(importNode());
  return id;
}

/** The API reference's folder, in the Chinese docs and in their English twin. */
const API_PAGE = /[\\/](?:docs|current)[\\/]api[\\/][^\\/]+[\\/][^\\/]+\.md$/;

export default function remarkApiConsole() {
  return (tree: Node, file: VFile): void => {
    if (file.path && API_PAGE.test(file.path) && !/[\\/]index\.md$/.test(file.path)) insertApiConsole(tree, file.path);
  };
}
