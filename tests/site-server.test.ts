/** scripts/serve/server.ts: a file that disappears while it is being served (a deploy swapping the build). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {describe, it, mock} from 'node:test';
import {startSiteServer} from '../scripts/serve/server.ts';

function get(url: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, body}));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Serve `root`, and remove `file` right after the `nth` stat of it the server makes. */
async function serveWhileRemoving(nth: number): Promise<{first: {status: number; body: string}; after: number}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const file = path.join(root, 'chunk.js');
  fs.writeFileSync(file, 'console.log("chunk");\n'.repeat(100));
  fs.writeFileSync(path.join(root, 'other.js'), 'console.log("other");\n');
  const original = fs.statSync.bind(fs) as (p: fs.PathLike) => fs.Stats;
  let calls = 0;
  const statSync = mock.method(fs, 'statSync', ((p: fs.PathLike) => {
    const stat = original(p);
    if (path.resolve(String(p)) === file && (calls += 1) === nth) fs.rmSync(file);
    return stat;
  }) as typeof fs.statSync);
  const server = await startSiteServer(root);
  try {
    const first = await get(`${server.url}/chunk.js`);
    const after = (await get(`${server.url}/other.js`)).status;
    return {first, after};
  } finally {
    statSync.mock.restore();
    await server.close();
    fs.rmSync(root, {recursive: true, force: true});
  }
}

describe('the site server while a deploy swaps files', () => {
  for (const nth of [1, 2]) {
    it(`answers 404 or the whole file when the file goes after stat ${nth}, and keeps serving`, {timeout: 15_000}, async () => {
      const {first, after} = await serveWhileRemoving(nth);
      assert.ok([200, 404].includes(first.status), `status ${first.status}`);
      if (first.status === 200) assert.equal(first.body, 'console.log("chunk");\n'.repeat(100));
      assert.equal(after, 200, 'the next request is served');
    });
  }
});
