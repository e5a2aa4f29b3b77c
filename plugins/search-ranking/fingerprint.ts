/**
 * The search plugin names its index file by a hash of the Markdown files in `docsDir` and
 * `blogDir` only (hashed: 'filename', served immutable for a year). An index changed by anything
 * else (the Chinese dictionary, the ignored routes, the marketing pages' text) would keep its old
 * name, and readers would keep the old index. This writes one Markdown file holding a hash of those
 * inputs into a folder of its own, which docusaurus.config.ts adds to `docsDir`: the index name
 * then changes with them too. (The folder holds no docs; the plugin only reads it for the hash.)
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export function searchIndexFingerprintDir(siteDir: string, options: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(options, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v)));
  for (const file of [...filesUnder(path.join(siteDir, 'src/pages')), path.join(siteDir, 'i18n/en/code.json')]) {
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  const dir = path.join(siteDir, 'node_modules/.cache/search-index-fingerprint');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, 'fingerprint.md');
  const text = `${hash.digest('hex')}\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return dir;
}
