/**
 * The search indexes' term weights, to three significant digits. The search plugin writes each
 * lunr document vector with up to three decimals (`12.345`, `0.052`); three significant digits
 * (`12.3`, `0.052`) score every query the same to within half a percent and make the indexes about
 * 3 % smaller after Brotli, which lets them be compressed at Brotli 10, twice as fast as 11, inside
 * the byte budgets (contributing/precompression.md). Run by scripts/build/postbuild.ts before compression.
 *
 * It reads the plugin's index format (an array of `{documents, index}`, `index` a serialised lunr
 * 2.3 index) and throws on anything else, so a change of that format stops the build here instead
 * of shipping indexes nobody checked (the format is pinned with the plugin in plugins/shared/upstream.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {writeQuickIndex} from './search-quick-index.ts';

export const WEIGHT_DIGITS = 3;

/** A search index file of the plugin: `search-index.json`, `search-index-<context>-<hash>.json`, … */
export const INDEX_FILE = /^search-index(-[a-z0-9-]+)?\.json$/;

/** Rounds to `digits` significant digits; integers and zero stay as they are. */
export function roundWeight(value: number, digits = WEIGHT_DIGITS): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  return Number(value.toPrecision(digits));
}

type FieldVector = [string, number[]];
type SerialisedIndex = {version: string; fields: string[]; fieldVectors: FieldVector[]; invertedIndex: unknown[]; pipeline: string[]};

function fail(file: string, what: string): never {
  throw new Error(`${file}: not the search plugin's index format (${what}); review scripts/build/search-index-weights.ts`);
}

/**
 * Rounds every weight of every document vector in one parsed index file, in place. A vector is a
 * flat list of term number, weight, term number, weight, …: only the weights change.
 */
export function roundIndexWeights(data: unknown, file = 'index'): {vectors: number; weights: number} {
  if (!Array.isArray(data)) fail(file, 'not an array');
  let vectors = 0;
  let weights = 0;
  for (const part of data as unknown[]) {
    const index = (part as {index?: SerialisedIndex} | null)?.index;
    if (!index || !Array.isArray((part as {documents?: unknown}).documents)) fail(file, 'an entry without documents and index');
    if (!/^2\.3\./.test(index.version)) fail(file, `lunr index version ${String(index.version)}`);
    if (!Array.isArray(index.fieldVectors) || !Array.isArray(index.invertedIndex)) fail(file, 'no fieldVectors or invertedIndex');
    for (const vector of index.fieldVectors) {
      const values = vector[1];
      if (typeof vector[0] !== 'string' || !Array.isArray(values) || values.length % 2 !== 0) fail(file, 'a field vector that is not [ref, [term, weight, …]]');
      for (let i = 1; i < values.length; i += 2) {
        const value = values[i]!;
        if (typeof value !== 'number' || !Number.isInteger(values[i - 1])) fail(file, 'a vector entry that is not a term number and a weight');
        values[i] = roundWeight(value);
        weights += 1;
      }
      vectors += 1;
    }
  }
  return {vectors, weights};
}

/**
 * Rewrites every search index file under `root` (the site and its locale folders), but those
 * `skip` names (already rounded and compressed by an earlier run, or left to a later one).
 */
export function roundIndexWeightsIn(root: string, skip: (file: string) => boolean = () => false): {files: number; bytesBefore: number; bytesAfter: number} {
  let files = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  const dirs = [root, ...fs.readdirSync(root, {withFileTypes: true}).filter((e) => e.isDirectory()).map((e) => path.join(root, e.name))];
  for (const dir of dirs) {
    for (const name of fs.readdirSync(dir)) {
      if (!INDEX_FILE.test(name)) continue;
      const file = path.join(dir, name);
      if (skip(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const data: unknown = JSON.parse(text);
      roundIndexWeights(data, path.relative(root, file));
      const out = JSON.stringify(data);
      bytesBefore += Buffer.byteLength(text);
      bytesAfter += Buffer.byteLength(out);
      // Unchanged when already rounded (a second postbuild over the same build): keep the file's
      // time, so its compressed twins stay up to date.
      if (out !== text) fs.writeFileSync(file, out);
      // The locale's full index gets its quick twin (./search-quick-index.ts), from the rounded weights.
      writeQuickIndex(file, data);
      files += 1;
    }
  }
  return {files, bytesBefore, bytesAfter};
}
