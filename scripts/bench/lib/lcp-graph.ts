/**
 * What Lighthouse's LCP estimate waits for on one page (`npm run bench -- --lcp-graph=<path>`).
 *
 * Lighthouse's mobile score does not time the page it loads: it loads it at full speed, then
 * replays a graph of that load in a simulator (Lantern) with a slow network and a 4x slower CPU.
 * For LCP the graph holds every request of the page's own frame that ended before the observed
 * LCP (not a worker's requests), the first run of each of those scripts, the first parse, paint
 * and layout, and every task that laid out the page. This prints that graph, node by node, with the
 * simulated start and end: the last end is the LCP figure, and the rows before it say what to cut.
 *
 * It reads Lighthouse's own modules by file path (the package has no exports map). A Lighthouse
 * upgrade that moves them fails this command, never the suite; the version it was written for is
 * LIGHTHOUSE_VERSION.
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const LIGHTHOUSE_DIR = path.dirname(require.resolve('lighthouse/package.json'));
const LIGHTHOUSE_VERSION = '12.8.2';

export type LcpGraphRow = {
  /** Simulated start and end, ms from navigation. */
  startMs: number;
  endMs: number;
  kind: 'request' | 'task';
  /** A request: its resource type, URL path and bytes on the wire. A task: what it did. */
  label: string;
};

export type LcpGraph = {lcpMs: number; observedLcpMs: number; rows: LcpGraphRow[]};

type GraphNode = {
  type: 'network' | 'cpu';
  request?: {url: string; resourceType?: string; transferSize: number};
  event?: {dur?: number};
  getEvaluateScriptURLs?: () => Set<string>;
  didPerformLayout?: () => boolean;
};
type Estimate = {timeInMs: number; nodeTimings: Map<GraphNode, {startTime: number; endTime: number}>};

async function lighthouseModule<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(LIGHTHOUSE_DIR, file)).href)) as T;
}

function describe(node: GraphNode, origin: string): Pick<LcpGraphRow, 'kind' | 'label'> {
  if (node.type === 'network' && node.request) {
    const {url, resourceType, transferSize} = node.request;
    return {kind: 'request', label: `${resourceType ?? 'Other'} ${url.replace(origin, '')} (${transferSize} B)`};
  }
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map((u) => u.replace(origin, ''));
  const what = [scripts.length > 0 ? `runs ${scripts.join(', ')}` : '', node.didPerformLayout?.() ? 'lays out' : ''].filter(Boolean);
  return {kind: 'task', label: `${Math.round((node.event?.dur ?? 0) / 1000)} ms observed${what.length > 0 ? `, ${what.join(', ')}` : ''}`};
}

/** One Lighthouse mobile run of `url` (a page of a served site), and its simulated LCP graph. */
export async function lcpGraph(url: string, chromePath: string): Promise<LcpGraph> {
  const installed = (require('lighthouse/package.json') as {version: string}).version;
  if (installed !== LIGHTHOUSE_VERSION) console.warn(`lcp-graph: written for Lighthouse ${LIGHTHOUSE_VERSION}, ${installed} is installed`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcp-graph-'));
  try {
    // The CLI in a plain Node process (see ./lighthouse.ts), saving what it gathered.
    await run(
      process.execPath,
      [path.join(LIGHTHOUSE_DIR, 'cli', 'index.js'), url, `-G=${dir}`, '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-quic'],
      {env: {...process.env, CHROME_PATH: chromePath}, maxBuffer: 64 * 1024 * 1024},
    );
    const {loadArtifacts} = await lighthouseModule<{loadArtifacts: (dir: string) => Promise<Record<string, unknown>>}>('core/lib/asset-saver.js');
    const {defaultSettings} = await lighthouseModule<{defaultSettings: Record<string, unknown>}>('core/config/constants.js');
    const {LanternLargestContentfulPaint} = await lighthouseModule<{
      LanternLargestContentfulPaint: {request: (data: object, context: object) => Promise<{timing: number; pessimisticEstimate: Estimate; optimisticEstimate: Estimate}>};
    }>('core/computed/metrics/lantern-largest-contentful-paint.js');
    const {ProcessedNavigation} = await lighthouseModule<{
      ProcessedNavigation: {request: (trace: unknown, context: object) => Promise<{timings: {largestContentfulPaint?: number}}>};
    }>('core/computed/processed-navigation.js');
    const artifacts = await loadArtifacts(dir);
    const settings = {...defaultSettings, ...(artifacts.settings as object)};
    const context = {computedCache: new Map(), settings};
    const trace = artifacts.Trace;
    const data = {trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [], simulator: null};
    const result = await LanternLargestContentfulPaint.request(data, context);
    const observed = await ProcessedNavigation.request(trace, context);
    // The two estimates (a graph that leaves out what looks optional, and one that keeps it) are
    // averaged; print the one that takes longer, the one that holds every node of the other.
    const estimate = result.pessimisticEstimate.timeInMs >= result.optimisticEstimate.timeInMs ? result.pessimisticEstimate : result.optimisticEstimate;
    const origin = new URL(url).origin;
    const rows = [...estimate.nodeTimings.entries()]
      .map(([node, t]) => ({startMs: Math.round(t.startTime), endMs: Math.round(t.endTime), ...describe(node, origin)}))
      .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
    return {lcpMs: Math.round(result.timing), observedLcpMs: Math.round(observed.timings.largestContentfulPaint ?? Number.NaN), rows};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
