/**
 * Turn the source of a docs page or blog post into plain Markdown for its twin (`<route>.md`),
 * `llms-full.txt` and the "Copy page" button: admonitions become blockquotes, tabs and details
 * become labelled sections, imports, exports, JSX components and comments go, code blocks stay
 * exactly as written, heading ids go, and site links become absolute URLs of the same locale.
 * Pure functions on strings; the plugin does the file reading and writing.
 */
import {chartSample, type ChartLocale} from '../../src/data/charts';
import {tabMeta} from '../code-tabs/remark';

export type TwinOptions = {
  /** `https://mtda.cloud` (no trailing slash). */
  siteUrl: string;
  /** The locale's base URL: `/` or `/en/`. Root-relative links get it, as Docusaurus' `<Link>` does. */
  baseUrl: string;
  /** Admonition labels in the page's language, by type (`tip` -> `Tip`). */
  admonitionLabels: Record<string, string>;
  /** Between an admonition's label and its title; default `: `. */
  labelSeparator?: string;
  /**
   * Resolve a relative file link (`./agent.md`, `../x/index.md`) to the route it points at, or
   * null to leave it as written. Docusaurus resolves these links the same way.
   */
  resolveFileLink?: (href: string) => string | null;
};

export type TwinPage = {
  title: string;
  description?: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Extra lines under the title (a post's date and authors). */
  meta?: string[];
  /** The converted body. */
  body: string;
};

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const ADMONITION_OPEN = /^\s*(:{3,})([a-z]+)(?:\[([^\]]*)\]|[ \t]+([^{]*?))?[ \t]*(\{[^}]*\})?[ \t]*$/;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*$/;
// `{#id}`, or `\{#id}` as MDX files write it.
const HEADING_ID = /[ \t]*\\?\{#[^}\s]+\}[ \t]*$/;
/** MDX statements (not prose that happens to start with the word): `import X from 'y'`, `import {`, `export const`. */
const IMPORT = /^import\s+(?:['"]|[\w*{},\s]+\s+from\s+['"]|\{[^}]*$|\*\s+as\s)/;
const EXPORT = /^export\s+(?:const|let|var|function|async\s+function|default|class|\{)/;

export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF/, '').replace(FRONT_MATTER, '');
}

/** Apply `fn` to the parts of a line that are outside inline code spans. */
export function outsideInlineCode(line: string, fn: (text: string) => string): string {
  let result = '';
  let last = 0;
  for (const m of line.matchAll(/(`+)[\s\S]*?[^`]\1(?!`)|(`+)\2/g)) {
    result += fn(line.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return result + fn(line.slice(last));
}

function absolutise(href: string, options: TwinOptions): string {
  if (href.startsWith('//')) return href;
  if (href.startsWith('/')) return `${options.siteUrl}${options.baseUrl.replace(/\/$/, '')}${href}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const resolved = options.resolveFileLink?.(href);
  return resolved ? absolutise(resolved, options) : href;
}

/** Rewrite the targets of Markdown links, images, link definitions and HTML `href`/`src`. */
export function rewriteLinks(line: string, options: TwinOptions): string {
  const definition = /^(\s{0,3}\[[^\]]+\]:\s*)(<?)(\S+?)(>?)(\s.*)?$/.exec(line);
  if (definition) {
    return `${definition[1]}${definition[2]}${absolutise(definition[3]!, options)}${definition[4]}${definition[5] ?? ''}`;
  }
  return outsideInlineCode(line, (text) =>
    text
      .replace(/(\]\(\s*)(<[^>]*>|[^)\s]+)/g, (_, open: string, target: string) =>
        target.startsWith('<') ? `${open}<${absolutise(target.slice(1, -1), options)}>` : `${open}${absolutise(target, options)}`,
      )
      .replace(/(\s(?:href|src)=)(["'])([^"']*)\2/g, (_, attr: string, quote: string, target: string) => `${attr}${quote}${absolutise(target, options)}${quote}`),
  );
}

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

type Fence = {char: string; length: number};
type Admonition = {colons: number};

/**
 * Convert a page body (front matter already removed or not) to plain Markdown.
 * Code blocks are copied unchanged, wherever they are.
 */
export function toPlainMarkdown(source: string, options: TwinOptions): string {
  const lines = stripFrontMatter(source).replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  const admonitions: Admonition[] = [];
  let fence: Fence | null = null;
  let inHtmlComment = false;
  let inMdxComment = false;
  let inImport = false;

  const emit = (line: string) => {
    const prefix = '> '.repeat(admonitions.length);
    const next = prefix ? (line === '' ? prefix.trimEnd() : prefix + line) : line;
    // Outside code, one blank line is enough (removed comments and components leave gaps).
    if (!fence && line.trim() === '' && (out.length === 0 || out[out.length - 1] === next)) return;
    out.push(next);
  };

  let chart: {id: string; locale: ChartLocale} | null = null;

  for (const raw of lines) {
    if (chart) {
      const close = FENCE.exec(raw);
      if (close && fence && close[2]![0] === fence.char && close[2]!.length >= fence.length && close[3]!.trim() === '') {
        const sample = chartSample(chart.id);
        if (sample) {
          emit('');
          emit(`*${sample.title[chart.locale]}* (${chart.locale === 'en' ? 'chart' : '图表'}): ${sample.description[chart.locale]}`);
          emit('');
        }
        chart = null;
        fence = null;
      } else chart.id += raw.trim();
      continue;
    }
    if (fence) {
      out.push('> '.repeat(admonitions.length) + raw);
      const close = FENCE.exec(raw);
      if (close && close[2]![0] === fence.char && close[2]!.length >= fence.length && close[3]!.trim() === '') fence = null;
      continue;
    }
    const open = FENCE.exec(raw);
    if (open && !(open[2]![0] === '`' && open[3]!.includes('`'))) {
      fence = {char: open[2]![0]!, length: open[2]!.length};
      const [lang = '', ...meta] = open[3]!.trim().split(/\s+/);
      // A sample chart (plugins/charts): the page shows a drawing; the twin says what it shows.
      if (lang === 'chart') {
        chart = {id: '', locale: options.baseUrl.startsWith('/en') ? 'en' : 'zh'};
        continue;
      }
      // A block that the page shows as a tab (plugins/code-tabs): its label above it, every tab kept.
      const tab = tabMeta(meta.join(' '));
      if (tab) {
        emit('');
        emit(`**${tab.label}**`);
        emit('');
        emit(`${open[1]}${open[2]}${[lang, tab.rest].filter(Boolean).join(' ')}`);
        continue;
      }
      emit(raw);
      continue;
    }

    let line = raw;
    // Comments are not shown on the page: drop them (`<!-- truncate -->` included).
    if (inHtmlComment) {
      const end = line.indexOf('-->');
      if (end === -1) continue;
      inHtmlComment = false;
      line = line.slice(end + 3);
      if (line.trim() === '') continue;
    }
    if (inMdxComment) {
      const end = line.indexOf('*/}');
      if (end === -1) continue;
      inMdxComment = false;
      line = line.slice(end + 3);
      if (line.trim() === '') continue;
    }
    line = outsideInlineCode(line, (text) => text.replace(/<!--[\s\S]*?-->/g, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, ''));
    const commentStart = line.indexOf('<!--');
    if (commentStart !== -1) {
      inHtmlComment = true;
      line = line.slice(0, commentStart);
    }
    const mdxCommentStart = line.indexOf('{/*');
    if (mdxCommentStart !== -1) {
      inMdxComment = true;
      line = line.slice(0, mdxCommentStart);
    }
    if (line.trim() === '' && raw.trim() !== '') continue;

    // MDX import and export statements (possibly over several lines).
    if (inImport) {
      if (/['"];?\s*$/.test(line)) inImport = false;
      continue;
    }
    if (IMPORT.test(line) || EXPORT.test(line)) {
      if (/^import\s/.test(line) && !/['"];?\s*$/.test(line)) inImport = true;
      continue;
    }

    const admonitionOpen = ADMONITION_OPEN.exec(line);
    if (admonitionOpen && options.admonitionLabels[admonitionOpen[2]!] !== undefined) {
      const type = admonitionOpen[2]!;
      const title = (admonitionOpen[3] ?? admonitionOpen[4] ?? attribute(admonitionOpen[5] ?? '', 'title') ?? '').trim();
      const label = options.admonitionLabels[type]!;
      emit('');
      admonitions.push({colons: admonitionOpen[1]!.length});
      emit(title ? `**${label}${options.labelSeparator ?? ': '}${rewriteLinks(title, options)}**` : `**${label}**`);
      emit('');
      continue;
    }
    const admonitionClose = ADMONITION_CLOSE.exec(line);
    if (admonitionClose && admonitions.length > 0) {
      admonitions.pop();
      emit('');
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      emit(`${heading[1]} ${rewriteLinks(heading[2]!.replace(HEADING_ID, ''), options)}`);
      continue;
    }

    // Tabs become labelled sections; wrappers of JSX components disappear, their content stays.
    const trimmed = line.trim();
    const tabItem = /^<TabItem\b([^>]*)>(.*)$/.exec(trimmed);
    if (tabItem) {
      const label = attribute(tabItem[1]!, 'label') ?? attribute(tabItem[1]!, 'value') ?? '';
      emit('');
      if (label) emit(`**${label}**`);
      emit('');
      const rest = tabItem[2]!.replace(/<\/TabItem>\s*$/, '').trim();
      if (rest) emit(rewriteLinks(rest, options));
      continue;
    }
    const summary = /^(?:<details\b[^>]*>\s*)?<summary\b[^>]*>(.*?)<\/summary>\s*$/.exec(trimmed);
    if (summary) {
      emit('');
      emit(`**${summary[1]!.trim()}**`);
      emit('');
      continue;
    }
    if (/^<\/?details\b[^>]*>$/.test(trimmed)) continue;
    if (/^<\/?[A-Z][\w.]*(\s[^>]*)?\/?>$/.test(trimmed)) continue;

    emit(rewriteLinks(line, options));
  }

  while (out.length > 0 && out[out.length - 1]!.replace(/[> ]/g, '') === '') out.pop();
  return out.join('\n');
}

/** Is there an h1 (`# Title`) in the body, outside code? Docusaurus then uses it as the page title. */
export function hasTopHeading(markdown: string): boolean {
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const open = FENCE.exec(line);
    if (open) {
      if (fence === null) fence = open[2]![0]!;
      else if (open[2]![0] === fence) fence = null;
      continue;
    }
    if (fence === null && /^#[ \t]+\S/.test(line)) return true;
  }
  return false;
}

/** The whole twin: title, source URL, description, optional meta lines, then the body. */
export function twinDocument(page: TwinPage): string {
  const parts: string[] = [];
  if (!hasTopHeading(page.body)) parts.push(`# ${page.title}`);
  parts.push(`URL: ${page.url}`);
  if (page.description) parts.push(`> ${page.description.replace(/\s*\n\s*/g, ' ')}`);
  if (page.meta && page.meta.length > 0) parts.push(page.meta.join('  \n'));
  if (page.body) parts.push(page.body);
  return `${parts.join('\n\n')}\n`;
}
