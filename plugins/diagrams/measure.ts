/**
 * Label widths for the figures, measured with the font they are drawn in.
 *
 * Figure text is set in Arial/Helvetica (Liberation Sans on Linux: the same advance widths) for
 * Latin and in the reader's CJK system font for Chinese, whose ideographs and full-width
 * punctuation are one em wide in every such font. No web font is downloaded for figures.
 *
 * `beautiful-mermaid` sizes boxes from its own estimate for the Inter font, which is narrower than
 * Arial for many labels. `padLabel` adds no-break spaces to both sides of a label until that
 * estimate covers the measured width plus a margin; render.ts removes them from the drawn text,
 * so the box grows and the centred label stays where it was.
 */
import {BOLD, REGULAR} from './font-metrics';

/** The font stack figure text is drawn with (the SVG's font-family); see the comment above. */
export const FIGURE_FONT = "Arial, Helvetica, 'Liberation Sans', Arimo, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

export const NBSP = '\u00a0';

/** Kinds of label and how the renderer draws each: font size and weight (beautiful-mermaid 1.1.3). */
export const LABEL = {
  node: {size: 13, weight: 500},
  edge: {size: 11, weight: 400},
  group: {size: 12, weight: 600},
} as const;

function fullWidth(code: number): boolean {
  return (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x1f300;
}

/** Width in px of one line of text as the browser draws it in FIGURE_FONT. */
export function textWidth(text: string, size: number, weight: number): number {
  // Arial has no medium face: 500 is drawn with the regular one, 600 and up with the bold one.
  const table = weight >= 600 ? BOLD : REGULAR;
  let em = 0;
  for (const ch of text) {
    const known = table[ch];
    // Unknown non-CJK characters (rare symbols) are counted as wide as an 'M'.
    em += known !== undefined ? known / 1000 : fullWidth(ch.codePointAt(0)!) ? 1 : 0.85;
  }
  return em * size;
}

/** beautiful-mermaid 1.1.3's own estimate (src/text-metrics.ts), which sizes the boxes. */
export function libraryEstimate(text: string, size: number, weight: number): number {
  const base = weight >= 600 ? 0.6 : weight >= 500 ? 0.57 : 0.54;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x300 && code <= 0x36f) || (code >= 0x1ab0 && code <= 0x1aff) || (code >= 0x1dc0 && code <= 0x1dff) || (code >= 0x20d0 && code <= 0x20ff) || (code >= 0xfe20 && code <= 0xfe2f)) continue;
    if (
      (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0x2fdf) || (code >= 0x3000 && code <= 0x33ff) || (code >= 0x3400 && code <= 0x4dbf) ||
      (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) || code >= 0x20000 || /\p{Emoji_Presentation}|\p{Extended_Pictographic}/u.test(ch)
    ) units += 2;
    else if (ch === ' ') units += 0.3;
    else if (ch === 'W' || ch === 'M') units += 1.5;
    else if ('wm@%'.includes(ch)) units += 1.2;
    else if ("iltfjI1!|.,:;'".includes(ch)) units += 0.4;
    else if ('()[]{}/\\-"`'.includes(ch)) units += 0.5;
    else if (ch === 'r') units += 0.8;
    else if (code >= 65 && code <= 90) units += 1.2;
    else units += 1;
  }
  return units * size * base + size * 0.15;
}

/**
 * The label with enough no-break spaces around each line (split on `<br/>`) that the renderer's
 * box holds the measured text with a margin of 6% and 2 px, for fonts a little wider than Arial.
 * `trailing` pads on the right only (left-aligned subgraph titles).
 */
export function padLabel(label: string, kind: keyof typeof LABEL, trailing = false): string {
  const {size, weight} = LABEL[kind];
  const base = weight >= 600 ? 0.6 : weight >= 500 ? 0.57 : 0.54;
  return label
    .split(/(<br\s*\/?>)/i)
    .map((line, i) => {
      if (i % 2 === 1 || line.trim() === '') return line;
      const plain = line.replace(/<\/?(?:b|strong|i|em|u|s|del)\s*>/gi, '').replace(/&(amp|lt|gt|quot|#39);/g, 'x');
      const need = textWidth(plain, size, weight) * 1.06 + 2 - libraryEstimate(plain, size, weight);
      if (need <= 0) return line;
      const spaces = Math.ceil(need / (size * base));
      if (trailing) return line + NBSP.repeat(spaces);
      const half = Math.ceil(spaces / 2);
      return NBSP.repeat(half) + line + NBSP.repeat(half);
    })
    .join('');
}

/** Pads every label of a flowchart source: quoted labels, `|edge labels|` and subgraph titles. */
export function padFlowchartLabels(body: string): string {
  return body
    .split('\n')
    .map((line, index) => {
      if (index === 0 || /^\s*(acc|%%|classDef|class\s|style\s|linkStyle|direction\s|end\s*$)/.test(line)) return line;
      const group = /^\s*subgraph\b/.test(line);
      // Quoted strings first (node, subgraph and quoted edge labels), then unquoted |edge labels|.
      return line
        .replace(/(\|?)"([^"]*)"/g, (_, bar: string, text: string) => `${bar}"${padLabel(text, bar ? 'edge' : group ? 'group' : 'node', group && !bar)}"`)
        .replace(/\|([^|"]+)\|/g, (_, text: string) => `|${padLabel(text, 'edge')}|`);
    })
    .join('\n');
}
