/**
 * Writes the quick search index beside each locale's full index: `search-index-<hash>.json` ->
 * `search-index-quick-<hash>.json`, the same entries for titles, headings, descriptions and
 * keywords, and an empty one for the pages' body text (src/utils/searchQuickIndex.ts says who
 * reads it). Run by scripts/build/postbuild.ts on the full index after its weights are rounded.
 *
 * The plugin's index file is an array of `{documents, index}` entries in a fixed order of document
 * types (title, heading, description, keywords, content: its `SearchDocumentType`); its worker
 * reads each entry's type from its position. The body text is replaced by an entry with no
 * documents and an empty lunr index, so every position keeps its type.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The plugin's document types, in the order of the entries of an index file. */
export const DOCUMENT_TYPES = ['title', 'heading', 'description', 'keywords', 'content'] as const;
const CONTENT = DOCUMENT_TYPES.indexOf('content');

/** A locale's full index when named by its content hash (`hashed: 'filename'`); other sites have none to split. */
export const FULL_INDEX = /^search-index-([0-9a-f]{8})\.json$/;

export function quickIndexName(fullName: string): string | null {
  const match = FULL_INDEX.exec(fullName);
  return match ? `search-index-quick-${match[1]}.json` : null;
}

type Entry = {documents: unknown[]; index: {version: string; fields: string[]; fieldVectors: unknown[]; invertedIndex: unknown[]; pipeline: string[]}};

/** The quick index of one parsed full index: the body-text entry emptied. Throws on another format. */
export function quickIndex(full: unknown, file = 'index'): Entry[] {
  if (!Array.isArray(full) || full.length !== DOCUMENT_TYPES.length) {
    throw new Error(`${file}: expected ${DOCUMENT_TYPES.length} entries (${DOCUMENT_TYPES.join(', ')}); review scripts/build/search-quick-index.ts`);
  }
  const entries = full as Entry[];
  const content = entries[CONTENT]!;
  if (!Array.isArray(content.documents) || !content.index || !Array.isArray(content.index.fields)) {
    throw new Error(`${file}: the content entry is not {documents, index}; review scripts/build/search-quick-index.ts`);
  }
  const empty: Entry = {documents: [], index: {...content.index, fieldVectors: [], invertedIndex: []}};
  return entries.map((entry, i) => (i === CONTENT ? empty : entry));
}

/** Writes (or refreshes) the quick twin of a full index file; returns its path, or null when `file` is not one. */
export function writeQuickIndex(file: string, parsed: unknown): string | null {
  const name = quickIndexName(path.basename(file));
  if (!name) return null;
  const out = path.join(path.dirname(file), name);
  const text = JSON.stringify(quickIndex(parsed, path.basename(file)));
  // Unchanged on a second postbuild over the same build: keep its time, so its compressed twins stay up to date.
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== text) fs.writeFileSync(out, text);
  return out;
}
