/**
 * Social cards: a 1200x630 PNG per page, drawn from its title, section and locale with our own
 * template. satori lays the template out (line breaking included, CJK too) into an SVG with the
 * text as outlines, from Noto Sans SC (an npm package, never a system font, so every machine draws
 * the same card); resvg rasterises it on libuv's thread pool, so several cards render at once.
 * Rendered cards are cached by content hash: an unchanged page costs a file copy on the next build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import satori from 'satori';
import {renderAsync, Resvg} from '@resvg/resvg-js';
import {CARD_HEIGHT, CARD_WIDTH} from './paths.ts';

export type CardSpec = {
  title: string;
  /** The part of the site the page belongs to (a docs section, the blog), or null. */
  section: string | null;
  /** The site's host shown at the bottom left (`mtda.cloud`). */
  host: string;
  /** The page's language, named in that language (`简体中文`, `English`), at the bottom right. */
  language: string;
  /** BCP 47 tag of the text, for satori's line breaking (`zh-Hans`, `en`). */
  lang: string;
};

export type Fonts = Parameters<typeof satori>[1]['fonts'];

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
const FONT_FILES = {400: '400Regular/NotoSansSC_400Regular.ttf', 700: '700Bold/NotoSansSC_700Bold.ttf'} as const;

/** Noto Sans SC (Chinese and Latin glyphs) regular and bold, resolved from `fromDir`'s node_modules. */
export function loadFonts(fromDir: string): Fonts {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return (Object.entries(FONT_FILES) as [string, string][]).map(([weight, file]) => ({
    name: 'Noto Sans SC',
    data: fs.readFileSync(require.resolve(`${FONT_PACKAGE}/${file}`)),
    weight: Number(weight) as 400 | 700,
    style: 'normal' as const,
  }));
}

const COLORS = {background: '#0b1533', accent: '#1d4ed8', light: '#93c5fd', text: '#ffffff', muted: '#cbd5e1', sun: '#fbbf24'};

/** The logo of static/img/logo.svg, inlined so the card needs no file. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#1d4ed8"/><path d="M18 18l28 28M46 18L18 46" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="46" cy="18" r="5" fill="#fbbf24"/></svg>';

/** Wider glyphs count double: a CJK character is about twice as wide as a Latin letter. */
export function visualLength(text: string): number {
  let length = 0;
  for (const char of text) length += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(char) ? 1 : 0.55;
  return length;
}

/** Long titles get a smaller font so that most fit in three lines; longer ones end with an ellipsis. */
export function titleFontSize(title: string): number {
  const length = visualLength(title);
  if (length <= 14) return 80;
  if (length <= 28) return 68;
  if (length <= 45) return 60;
  return 52;
}

type Node = {type: string; props: {[key: string]: unknown; style?: Record<string, unknown>; children?: unknown}};

function el(type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node {
  return {type, props: {...props, style, children}};
}

/** The card as satori's element tree (plain objects, the shape React elements have). */
export function cardTree(spec: CardSpec): Node {
  const header = el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
    el('div', {display: 'flex', alignItems: 'center'}, [
      el('img', {width: 64, height: 64}, undefined, {src: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`, width: 64, height: 64}),
      el('div', {marginLeft: 20, fontSize: 38, fontWeight: 700, color: COLORS.text}, 'Xpert AI'),
    ]),
    spec.section
      ? el(
          'div',
          {display: 'flex', fontSize: 30, color: COLORS.light, border: `2px solid ${COLORS.accent}`, borderRadius: 999, padding: '8px 26px', maxWidth: 620},
          spec.section,
        )
      : el('div', {display: 'flex'}),
  ]);
  const title = el(
    'div',
    {display: 'block', fontSize: titleFontSize(spec.title), fontWeight: 700, lineHeight: 1.25, color: COLORS.text, lineClamp: 3, maxWidth: 1040},
    spec.title,
    {lang: spec.lang},
  );
  const footer = el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 28}, [
    el('div', {display: 'flex', alignItems: 'center', color: COLORS.light}, [
      el('div', {width: 14, height: 14, borderRadius: 7, backgroundColor: COLORS.sun, marginRight: 14}),
      spec.host,
    ]),
    el('div', {display: 'flex', color: COLORS.muted}, spec.language),
  ]);
  return el('div', {width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', backgroundColor: COLORS.background, fontFamily: 'Noto Sans SC'}, [
    el('div', {width: 16, flexShrink: 0, backgroundColor: COLORS.accent}),
    el(
      'div',
      {flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 80px 56px 80px'},
      [header, title, footer],
    ),
  ]);
}

export async function cardSvg(spec: CardSpec, fonts: Fonts): Promise<string> {
  return satori(cardTree(spec) as unknown as Parameters<typeof satori>[0], {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
}

export async function renderCard(spec: CardSpec, fonts: Fonts): Promise<Buffer> {
  const image = await renderAsync(await cardSvg(spec, fonts), {fitTo: {mode: 'width', value: CARD_WIDTH}, font: {loadSystemFonts: false}});
  return image.asPng();
}

/** The logo as a square PNG, for `Organization.logo` (search engines want a raster image). */
export function renderLogo(svg: string, size: number): Buffer {
  return new Resvg(svg, {fitTo: {mode: 'width', value: size}, font: {loadSystemFonts: false}}).render().asPng();
}

/** Anything that changes the pixels of a card changes this: the template code and the fonts' package. */
function templateFingerprint(fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const fontVersion = (JSON.parse(fs.readFileSync(require.resolve(`${FONT_PACKAGE}/package.json`), 'utf8')) as {version: string}).version;
  const satoriVersion = (JSON.parse(fs.readFileSync(require.resolve('satori/package.json'), 'utf8')) as {version: string}).version;
  return [cardTree, titleFontSize, visualLength].map(String).join('\n') + JSON.stringify({COLORS, LOGO_SVG, fontVersion, satoriVersion});
}

/**
 * Renders cards with a content-hash cache and bounded concurrency. `write` returns once the card
 * is queued (it waits while `concurrency` cards are in flight); call `drain` before the build ends.
 */
export class CardRenderer {
  private fonts: Fonts | null = null;
  private readonly fingerprint: string;
  private readonly inFlight = new Set<Promise<void>>();
  /** Cards asked for in this build, by key: the same card (pagination pages share titles) renders once. */
  private readonly produced = new Map<string, Promise<Buffer>>();
  rendered = 0;
  cached = 0;

  constructor(
    private readonly options: {
      fromDir: string;
      cacheDir: string | null;
      concurrency?: number;
      /** Renders a card elsewhere (./cardPool.ts); without it, cards render on this thread. */
      render?: (spec: CardSpec) => Promise<Buffer>;
    },
  ) {
    this.fingerprint = templateFingerprint(options.fromDir);
  }

  key(spec: CardSpec): string {
    return crypto.createHash('sha256').update(this.fingerprint).update(JSON.stringify(spec)).digest('hex').slice(0, 32);
  }

  private produce(spec: CardSpec): Promise<Buffer> {
    const key = this.key(spec);
    let png = this.produced.get(key);
    if (!png) {
      png = this.renderOrRead(key, spec);
      this.produced.set(key, png);
    }
    return png;
  }

  private async renderOrRead(key: string, spec: CardSpec): Promise<Buffer> {
    const cacheFile = this.options.cacheDir ? path.join(this.options.cacheDir, `${key}.png`) : null;
    if (cacheFile && fs.existsSync(cacheFile)) {
      this.cached += 1;
      return fs.readFileSync(cacheFile);
    }
    let png: Buffer;
    if (this.options.render) {
      png = await this.options.render(spec);
    } else {
      this.fonts ??= loadFonts(this.options.fromDir);
      png = await renderCard(spec, this.fonts);
    }
    this.rendered += 1;
    if (cacheFile) {
      fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
      // Write then rename: a build stopped half-way never leaves a truncated card in the cache.
      const temp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(temp, png);
      fs.renameSync(temp, cacheFile);
    }
    return png;
  }

  /** Queue a card; waits while too many are in flight. */
  async write(spec: CardSpec, file: string): Promise<void> {
    while (this.inFlight.size >= (this.options.concurrency ?? 4)) await Promise.race(this.inFlight);
    const job = this.produce(spec).then((png) => {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, png);
    });
    const tracked = job.finally(() => this.inFlight.delete(tracked));
    // A failure is reported by `drain` (and the next `write`); this only keeps Node from calling it unhandled first.
    tracked.catch(() => undefined);
    this.inFlight.add(tracked);
  }

  async drain(): Promise<void> {
    await Promise.all(this.inFlight);
  }
}
