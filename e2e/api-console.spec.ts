/**
 * The console of the API reference's operation pages (issue 43), against a local stand-in for the
 * 3.6.0 API server (scripts/api/mock-server.ts) on another port, so every request is cross-origin
 * as it is for a reader: a request sent and its answer shown; a run streamed piece by piece and
 * stopped; `x-api-key` refused at the preflight while `Authorization: Bearer` works; every
 * failure explained (401, an error inside a 200 stream, a 201 holding only a message, a server
 * that does not answer, mixed content, a server on the local network from a page on the
 * internet); the key kept out of storage without consent, out of URLs and out of beacons; the
 * console's code loaded only when opened; a reader arriving from another page gets the API page's
 * connection policy.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import {after, before, describe, it} from 'node:test';
import type {Page, Request} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';
import {MOCK_ASSISTANT, MOCK_KEY, MOCK_THREAD, startMockApi, type MockApi} from '../scripts/api/mock-server.ts';

// Failed connections on purpose (a closed port, a refused preflight) are logged by Chromium.
const h = useHarness((error) => !/Failed to load resource|net::ERR_|CORS policy|Access-Control|preflight|Mixed Content|local network|private network/i.test(error));

let api: MockApi;
before(async () => {
  api = await startMockApi({pieceMs: 60});
});
after(() => api?.close());

const PAGE = {
  stream: '/en/docs/api/runs/stream-run/',
  search: '/en/docs/api/assistants/search-assistants/',
  wait: '/en/docs/api/runs/wait-run/',
  thread: '/en/docs/api/threads/get-thread/',
  zhStream: '/docs/api/runs/stream-run/',
};

const box = (page: Page) => page.locator('[data-api-console]');

async function openConsole(page: Page, path: string): Promise<void> {
  await visit(page, h.baseUrl, path);
  await box(page).getByRole('button').first().click();
  await page.locator('[data-api-key]').waitFor();
}

async function fill(page: Page, options: {server?: string; key?: string; auth?: 'bearer' | 'x-api-key'; params?: Record<string, string>; body?: string} = {}): Promise<void> {
  const root = box(page);
  await root.locator('input[type="url"]').fill(options.server ?? api.url);
  await root.locator('[data-api-key]').fill(options.key ?? MOCK_KEY);
  if (options.auth) await root.locator('select').selectOption(options.auth);
  for (const [name, value] of Object.entries(options.params ?? {})) {
    await root.locator(`input[data-param="${name}"]`).fill(value);
  }
  if (options.body !== undefined) await root.locator('textarea').fill(options.body);
}

const send = (page: Page) => box(page).getByRole('button', {name: /^(Send|发送)$/}).click();

describe('the API console', () => {
  it('loads its code only when the reader opens it, then sends the request and shows the answer', async () => {
    const page = await h.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await visit(page, h.baseUrl, PAGE.search);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    assert.equal(await page.locator('[data-api-key]').count(), 0);
    await box(page).getByRole('button', {name: 'Open the console'}).click();
    await page.locator('[data-api-key]').waitFor();
    assert.ok(scripts.length > before, 'opening the console loads its chunk');
    await fill(page);
    await send(page);
    const answer = box(page).locator('[data-status="201"]');
    await answer.waitFor();
    assert.match(await answer.innerText(), /Status 201/);
    assert.match(await box(page).locator('[data-body]').innerText(), /"name": "Sales analyst"/);
    await box(page).locator('details summary').click();
    assert.match(await box(page).locator('details').innerText(), /content-type/);
    assert.ok(api.state.requests.includes('POST /api/ai/assistants/search'));
  });

  it('streams a run event by event, joins the answer, and stops a stream on Stop', async () => {
    const page = await h.newPage();
    await openConsole(page, PAGE.stream);
    await fill(page, {params: {thread_id: MOCK_THREAD}});
    await send(page);
    const answer = box(page).locator('[data-answer]');
    await page.waitForFunction(() => document.querySelector('[data-answer]')?.textContent === 'East grew fastest in 2024, by 18%.');
    assert.equal(await answer.innerText(), 'East grew fastest in 2024, by 18%.');
    // The start event, eight pieces, then the end event after the last piece.
    await page.waitForFunction(() => document.querySelectorAll('[data-events] li').length === 10);
    assert.match(await box(page).locator('[data-events] li').first().innerText(), /on_agent_start/);

    await fill(page, {body: JSON.stringify({assistant_id: MOCK_ASSISTANT, input: {input: 'a long answer'}})});
    await send(page);
    // Events arrive one by one: the list grows while the stream is open.
    await page.waitForFunction(() => document.querySelectorAll('[data-events] li').length >= 3);
    const partway = await box(page).locator('[data-events] li').count();
    assert.ok(partway < 402, `only part of the stream has arrived (${partway})`);
    await box(page).getByRole('button', {name: 'Stop'}).click();
    await box(page).getByText('Stopped: the request was aborted.').waitFor();
    // The server saw the client go away before the end.
    await api.state.stream!.closed;
    assert.equal(api.state.stream!.closedEarly, true);
    assert.ok(api.state.stream!.sent < 402);
    assert.equal(await box(page).getByRole('button', {name: 'Stop'}).count(), 0);
  });

  it('x-api-key fails at the preflight (the header named) while Authorization: Bearer works', async () => {
    const page = await h.newPage();
    await openConsole(page, PAGE.search);
    const seen = api.state.requests.length;
    await fill(page, {auth: 'x-api-key'});
    await send(page);
    const failure = box(page).locator('[data-failure="cors-header"]');
    await failure.waitFor();
    assert.match(await failure.innerText(), /refused the request header x-api-key in its CORS preflight/);
    const sinceThen = api.state.requests.slice(seen);
    assert.ok(sinceThen.includes('OPTIONS /api/ai/assistants/search'), sinceThen.join(', '));
    assert.ok(!sinceThen.includes('POST /api/ai/assistants/search'), 'the request itself never left');
    await fill(page, {auth: 'bearer'});
    await send(page);
    await box(page).locator('[data-status="201"]').waitFor();
  });

  it('explains a 401, an error inside a 200 stream, and a 201 that holds only a message', async () => {
    const page = await h.newPage();
    await openConsole(page, PAGE.search);
    await fill(page, {key: 'sk-x-wrong'});
    await send(page);
    const explained = box(page).locator('[data-failure="status"]');
    await explained.waitFor();
    assert.match(await explained.innerText(), /401: the server does not accept this API key/);

    await openConsole(page, PAGE.stream);
    await fill(page, {params: {thread_id: 'no-such-thread'}});
    await send(page);
    await explained.waitFor();
    assert.match(await explained.innerText(), /opened with 200, but it holds an error event: Thread no-such-thread not found/);

    await openConsole(page, PAGE.wait);
    await fill(page, {params: {thread_id: 'no-such-thread'}});
    await send(page);
    await explained.waitFor();
    assert.match(await explained.innerText(), /The status 201 looks like success, but the body holds only a message/);
  });

  it('checks the body against the schema before sending anything', async () => {
    const page = await h.newPage();
    await openConsole(page, PAGE.stream);
    const seen = api.state.requests.length;
    await fill(page, {params: {thread_id: MOCK_THREAD}, body: '{"input": 3}'});
    await send(page);
    const alert = box(page).getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    assert.match(text, /Nothing was sent/);
    assert.match(text, /body lacks the required field assistant_id/);
    assert.match(text, /input must be of type object/);
    await fill(page, {body: '{ not json'});
    await send(page);
    await box(page).getByText('The request body is not valid JSON.').waitFor();
    assert.equal(api.state.requests.length, seen);
  });

  it('explains a server that does not answer', async () => {
    const port = await closedPort();
    const page = await h.newPage();
    await openConsole(page, PAGE.search);
    await fill(page, {server: `http://127.0.0.1:${port}/api/ai`});
    await send(page);
    const failure = box(page).locator('[data-failure="unreachable"]');
    await failure.waitFor();
    assert.match(await failure.innerText(), new RegExp(`Could not connect to 127\\.0\\.0\\.1:${port}\\.`));
  });

  it('on a page served over https from the internet: mixed content and the local-network permission explained', async () => {
    const context = await h.newContext();
    // The site as if it were served at https://docs.example.test: every request of that origin is
    // answered by the local server (headers, the API page's policy included).
    await context.route('https://docs.example.test/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({url: h.baseUrl + url.pathname + url.search});
      await route.fulfill({response});
    });
    const page = await context.newPage();
    await page.goto(`https://docs.example.test${PAGE.search}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await box(page).getByRole('button', {name: 'Open the console'}).click();
    await page.locator('[data-api-key]').waitFor();
    await fill(page, {server: 'http://192.168.7.7:3000/api/ai'});
    await send(page);
    const mixed = box(page).locator('[data-failure="mixed-content"]');
    await mixed.waitFor();
    assert.match(await mixed.innerText(), /does not let an https page call the plain-http address 192\.168\.7\.7:3000/);

    const port = await closedPort();
    await fill(page, {server: `http://127.0.0.1:${port}/api/ai`});
    assert.match(await box(page).innerText(), /may first ask whether this site may connect to devices on your local network/);
    await send(page);
    const local = box(page).locator('[data-failure="local-network"]');
    await local.waitFor();
    assert.match(await local.innerText(), /allow it and send again/);
    await context.close();
  });

  it('keeps the key out of storage unless asked, out of every URL and beacon, and forgets it', async () => {
    const page = await h.newPage();
    const urls: string[] = [];
    const bodies: string[] = [];
    page.on('request', (r: Request) => {
      urls.push(r.url());
      if (!r.url().startsWith(api.url)) bodies.push(r.postData() ?? '');
    });
    await openConsole(page, PAGE.search);
    await fill(page);
    await send(page);
    await box(page).locator('[data-status="201"]').waitFor();
    const sampleText = await box(page).locator('[data-sample]').innerText();
    assert.ok(!sampleText.includes(MOCK_KEY), 'the sample masks the key');
    await box(page).getByLabel('Show the key in the code').check();
    assert.ok((await box(page).locator('[data-sample]').innerText()).includes(MOCK_KEY));
    const stored = () => page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
    assert.ok(!(await stored()).includes(MOCK_KEY), 'no key in storage without consent');

    // A feedback beacon sent after typing the key carries no part of it.
    await page.locator('[data-feedback-slot]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 50);
    await page.getByRole('button', {name: 'Yes'}).click();
    await page.waitForFunction(() => document.body.innerText.includes('Thank you for your feedback'));
    for (const u of urls) assert.ok(!u.includes(MOCK_KEY) && !u.includes(encodeURIComponent(MOCK_KEY)), u);
    for (const b of bodies) assert.ok(!b.includes(MOCK_KEY));
    assert.ok(urls.some((u) => u.includes('/_feedback')), 'the beacon was sent');

    await box(page).getByLabel('Remember the key on this device').check();
    await page.waitForFunction((key) => localStorage.getItem('xpert-docs.api-console.key') === key, MOCK_KEY);
    await box(page).getByRole('button', {name: 'Forget the key'}).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('xpert-docs.api-console.key')), null);
    assert.equal(await box(page).locator('[data-api-key]').inputValue(), '');
    // The key headers reached the mock server only.
    assert.ok(api.state.headerLines.some((l) => l === `Authorization: Bearer ${MOCK_KEY}`));
  });

  it('a reader who came from another page gets the API page policy: the console reloads once and works', async () => {
    const page = await h.newPage();
    // The document is the AI overview's, with the strict policy; the rest is client-side navigation.
    await visit(page, h.baseUrl, '/en/docs/ai/');
    await page.locator('a[href="/en/docs/api/"]').first().click();
    await page.waitForURL(/\/en\/docs\/api\/$/);
    await page.locator('article a[href="/en/docs/api/runs/"]').first().click();
    await page.waitForURL(/\/en\/docs\/api\/runs\/$/);
    await page.locator('a[href="/en/docs/api/runs/stream-run"]').first().click();
    await page.waitForURL(/stream-run/);
    await box(page).waitFor();
    const reloaded = page.waitForEvent('load');
    await box(page).getByRole('button', {name: 'Open the console'}).click();
    await reloaded;
    await page.locator('[data-api-key]').waitFor();
    await fill(page, {params: {thread_id: MOCK_THREAD}});
    await send(page);
    await page.waitForFunction(() => document.querySelector('[data-answer]')?.textContent === 'East grew fastest in 2024, by 18%.');
  });

  it('speaks Chinese on the Chinese pages', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, PAGE.zhStream);
    await box(page).getByRole('button', {name: '打开控制台'}).click();
    await page.locator('[data-api-key]').waitFor();
    await fill(page, {key: 'sk-x-wrong', params: {thread_id: MOCK_THREAD}});
    await send(page);
    const explained = box(page).locator('[data-failure="status"]');
    await explained.waitFor();
    assert.match(await explained.innerText(), /服务器不接受这个 API 密钥/);
    assert.match(await box(page).innerText(), /服务器地址[\s\S]*API 密钥[\s\S]*这次请求的代码/);
  });
});

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
