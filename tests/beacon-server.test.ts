/** scripts/serve/server.ts with the beacons: the rate limit on a clock the test moves, and what the log gets. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {startSiteServer} from '../scripts/serve/server.ts';

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {agent: false}, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('the local server and its beacon log', () => {
  it('stamps the time of its clock, refuses the 7th beacon of a burst with 429 and takes one more after 6 s', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-server-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    const log = path.join(root, 'logs', 'feedback.jsonl');
    let clock = Date.UTC(2026, 10, 28, 7, 0, 0);
    const server = await startSiteServer(root, 0, {feedbackLog: log, now: () => clock});
    try {
      const beacon = `${server.url}/_search-miss?q=%E7%9F%A5%E8%AF%86%E5%BA%93&l=zh-Hans&s=box`;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push(await get(beacon));
      assert.deepEqual(statuses, [204, 204, 204, 204, 204, 204, 429]);
      clock += 5_000;
      assert.equal(await get(beacon), 429, 'less than one beacon drained after 5 s at 10 a minute');
      clock += 1_100;
      assert.equal(await get(beacon), 204);
      assert.equal(await get(beacon), 429);
      const lines = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
      assert.equal(lines.length, 7);
      assert.deepEqual(JSON.parse(lines[0]!), {t: '2026-11-28T07:00:00+00:00', kind: 'search-miss', enc: 'text', q: '知识库', l: 'zh-Hans', s: 'box', p: ''});
      assert.equal(JSON.parse(lines[6]!).t, '2026-11-28T07:00:06+00:00');
    } finally {
      await server.close();
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
