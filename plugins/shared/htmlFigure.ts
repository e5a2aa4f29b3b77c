/**
 * An MDX `<figure>` whose inner HTML is fixed at build time (a figure's or a chart's SVG and its
 * caption): the node a remark plugin puts in place of a code block. React sets the HTML as it is
 * (`dangerouslySetInnerHTML`), so the markup is not rebuilt element by element in the page's
 * script. The HTML comes from our own renderers, never from a reader.
 */
export type FigureAttributes = Record<string, string>;

export function htmlFigureNode(attributes: FigureAttributes, html: string) {
  // The attribute value as a program for MDX's compiler: an object literal `{__html: html}`.
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {type: 'Property', method: false, shorthand: false, computed: false, kind: 'init', key: {type: 'Identifier', name: '__html'}, value: {type: 'Literal', value: html}},
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [
      ...Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
      {type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: {type: 'mdxJsxAttributeValueExpression', value: '{__html: "…"}', data: {estree}}},
    ],
    children: [],
  };
}
