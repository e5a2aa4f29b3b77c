/**
 * Make "build B" from build A for the redeploy test: the same site with different chunk hashes,
 * as a new deploy would have. Every JS chunk file gets a new hash in its name, and every
 * reference to the old hash (HTML, the runtime's chunk map) is rewritten.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function makeRedeployedCopy(buildA: string, target: string): number {
  fs.cpSync(buildA, target, {recursive: true});
  const renames = new Map<string, string>();
  for (const locale of ['', 'en']) {
    const jsDir = path.join(target, locale, 'assets', 'js');
    for (const name of fs.readdirSync(jsDir)) {
      const m = /\.([0-9a-f]{8})\.js$/.exec(name);
      if (m && !renames.has(m[1]!)) renames.set(m[1]!, crypto.randomBytes(4).toString('hex'));
    }
  }
  const pattern = new RegExp([...renames.keys()].join('|'), 'g');
  for (const file of [...walk(target)]) {
    const base = path.basename(file);
    if (/\.(html|js)$/.test(file)) {
      const text = fs.readFileSync(file, 'utf8');
      const next = text.replace(pattern, (h) => renames.get(h)!);
      if (next !== text) fs.writeFileSync(file, next);
    }
    // The precompressed twins are stale now; drop them rather than serve old bytes.
    if (/\.(br|gz)$/.test(base)) {
      fs.rmSync(file);
      continue;
    }
    const renamed = base.replace(pattern, (h) => renames.get(h)!);
    if (renamed !== base) fs.renameSync(file, path.join(path.dirname(file), renamed));
  }
  return renames.size;
}
