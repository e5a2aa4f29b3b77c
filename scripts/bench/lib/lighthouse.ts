/**
 * Lighthouse 12 runs (mobile and desktop presets) against a served site, each by the Lighthouse
 * CLI in a fresh headless Chromium, reduced to the figures the benchmark prints. The CLI runs in a
 * plain Node process: Lighthouse sends some of its own functions into the page as source text,
 * which a TypeScript loader's helpers would break.
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';
import {median} from './stats.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

export type Preset = 'mobile' | 'desktop';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  /** Lowest and highest TBT of the runs (the spread a difference must exceed to mean anything). */
  tbtRange?: [number, number];
};

type Audit = {numericValue?: number; details?: {items?: Array<{resourceType?: string; transferSize?: number}>}};

export async function runLighthouse(url: string, preset: Preset, chromePath: string): Promise<LighthouseFigures> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-quic',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const {stdout} = await run(process.execPath, args, {
    env: {...process.env, CHROME_PATH: chromePath},
    maxBuffer: 64 * 1024 * 1024,
  });
  const lhr = JSON.parse(stdout) as {
      categories: Record<string, {score: number | null} | undefined>;
      audits: Record<string, unknown>;
      runtimeError?: {code: string; message: string};
    };
    const {categories, audits, runtimeError} = lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const audit = (id: string) => audits[id] as Audit | undefined;
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    const summary = audit('resource-summary')?.details?.items ?? [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
      cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
      transferBytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
      scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    };
}

/** The median of each figure over `runs` runs. */
export async function medianLighthouse(url: string, preset: Preset, chromePath: string, runs: number): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runLighthouse(url, preset, chromePath));
  const pick = (key: Exclude<keyof LighthouseFigures, 'tbtRange'>) => median(all.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    transferBytes: pick('transferBytes'),
    scriptBytes: pick('scriptBytes'),
    tbtRange: [Math.min(...all.map((r) => r.tbtMs)), Math.max(...all.map((r) => r.tbtMs))],
  };
}
