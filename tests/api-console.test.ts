/**
 * The API console's logic (src/utils/apiConsole/), its remark plugin (plugins/api-console), the
 * API pages' connection policy (scripts/serve/serving.ts) and the mock 3.6.0 server the browser
 * tests use (scripts/api/mock-server.ts). The console's screens are tested in e2e/api-console.spec.ts.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {Validator} from '@cfworker/json-schema';
import operations from '../src/data/api-operations.json' with {type: 'json'};
import {buildRequest, isSoftFailure, looksLikeApiBase, maskKey, missingParams, normaliseBase, refusedHeaders, requestUrl, type ConsoleOperation} from '../src/utils/apiConsole/request.ts';
import {classifyNetworkFailure, isLocalNetwork, isMixedContent, needsLocalNetworkPermission} from '../src/utils/apiConsole/failures.ts';
import {answerPiece, EventStreamReader} from '../src/utils/apiConsole/sse.ts';
import {sample} from '../src/utils/apiConsole/samples.ts';
import {placeOf, schemaProblems} from '../src/utils/apiConsole/validate.ts';
import {insertApiConsole, operationOf} from '../plugins/api-console/remark.ts';
import {contentSecurityPolicy, connectSources, isApiPage} from '../scripts/serve/serving.ts';
import {MOCK_ASSISTANT, MOCK_KEY, MOCK_THREAD, startMockApi} from '../scripts/api/mock-server.ts';

const ops = operations as ConsoleOperation[];
const op = (id: string) => ops.find((o) => o.id === id)!;

test('every operation of the document has console data, with its method, path and success status', () => {
  assert.equal(ops.length, 25);
  const stream = op('streamRun');
  assert.deepEqual([stream.method, stream.path, stream.success, stream.stream], ['POST', '/threads/{thread_id}/runs/stream', 200, true]);
  assert.deepEqual([op('createThread').success, op('deleteThread').success, op('getThread').success], [201, 202, 200]);
  assert.deepEqual(op('uploadContextFile').body, {kind: 'file', field: 'file'});
  assert.equal(ops.filter((o) => o.stream).length, 1);
  // References are resolved: no "$ref" left anywhere.
  assert.doesNotMatch(JSON.stringify(ops), /\$ref/);
});

test('the base address: http(s) only, trailing slashes dropped, no credentials or query', () => {
  assert.equal(normaliseBase(' http://localhost:3000/api/ai/ '), 'http://localhost:3000/api/ai');
  assert.equal(normaliseBase('ftp://x/api/ai'), null);
  assert.equal(normaliseBase('http://user:pw@x/api/ai'), null);
  assert.equal(normaliseBase('https://x/api/ai?k=1'), null);
  assert.equal(normaliseBase('not a url'), null);
  assert.equal(looksLikeApiBase('https://xpert.example.com/api/ai'), true);
  assert.equal(looksLikeApiBase('https://xpert.example.com'), false);
});

test('the URL: path parameters encoded, empty query parameters left out', () => {
  const url = requestUrl('http://h/api/ai', op('getThread'), {thread_id: 'a b/c'});
  assert.equal(url, 'http://h/api/ai/threads/a%20b%2Fc');
  assert.deepEqual(missingParams(op('getThread'), {thread_id: '  '}), ['thread_id']);
  const items = requestUrl('http://h/api/ai', op('getStoreItem'), {namespace: 'a.b', key: ''});
  assert.equal(items, 'http://h/api/ai/store/items?namespace=a.b');
});

test('the request: Bearer by default; x-api-key is a header the 3.6.0 preflight refuses', () => {
  const filled = {base: 'http://h/api/ai/', key: 'sk-x-abc', auth: 'bearer' as const, params: {thread_id: 't1'}, body: '{"a":1}'};
  const bearer = buildRequest(op('streamRun'), filled);
  assert.deepEqual(bearer, {
    url: 'http://h/api/ai/threads/t1/runs/stream',
    method: 'POST',
    headers: {Authorization: 'Bearer sk-x-abc', 'Content-Type': 'application/json', Accept: 'text/event-stream'},
    body: '{"a":1}',
  });
  assert.deepEqual(refusedHeaders(bearer.headers), []);
  const header = buildRequest(op('streamRun'), {...filled, auth: 'x-api-key'});
  assert.deepEqual(refusedHeaders(header.headers), ['x-api-key']);
  assert.equal(buildRequest(op('getThread'), filled).body, undefined);
});

test('samples mask the key unless asked, and never hold it masked', () => {
  const key = 'sk-x-0123456789abcdef';
  const req = buildRequest(op('createThread'), {base: 'http://h/api/ai', key, auth: 'bearer', params: {}, body: '{ "metadata": {} }'});
  for (const language of ['curl', 'javascript', 'python'] as const) {
    const masked = sample(language, op('createThread'), req, key, maskKey(key));
    assert.ok(!masked.includes(key), `${language} sample leaks the key`);
    assert.match(masked, /Bearer sk-x-•{8}/);
    assert.ok(sample(language, op('createThread'), req, key, key).includes(`Bearer ${key}`));
  }
  assert.equal(sample('curl', op('createThread'), req, key, 'K'), `curl -X POST 'http://h/api/ai/threads' \\\n  -H 'Authorization: Bearer K' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"metadata":{}}'`);
  assert.equal(maskKey(''), '');
  assert.equal(maskKey('abc'), 'a••••••••');
});

test('failures: mixed content, local network, CORS (naming the header), unreachable, the page policy', () => {
  const pub = 'https://docs.example.com/en/docs/api/runs/stream-run/';
  assert.equal(isMixedContent(pub, 'http://192.168.1.20:3000/api/ai/threads'), true);
  assert.equal(isMixedContent(pub, 'http://localhost:3000/api/ai/threads'), false);
  assert.equal(isMixedContent('http://127.0.0.1:3000/', 'http://10.0.0.2/api/ai'), false);
  assert.equal(isLocalNetwork('172.20.1.1'), true);
  assert.equal(isLocalNetwork('172.32.1.1'), false);
  assert.equal(isLocalNetwork('[::1]'), true);
  assert.equal(isLocalNetwork('nas.local'), true);
  assert.equal(needsLocalNetworkPermission(pub, 'http://localhost:3000/api/ai'), true);
  assert.equal(needsLocalNetworkPermission('http://localhost:3000/docs/', 'http://localhost:4000/api/ai'), false);
  const base = {pageUrl: pub, headers: {Authorization: 'Bearer k'}, cspBlocked: false};
  assert.deepEqual(classifyNetworkFailure({...base, target: 'https://xpert.example.com/api/ai/x', reachable: false}), {kind: 'unreachable'});
  assert.deepEqual(classifyNetworkFailure({...base, target: 'http://localhost:3000/api/ai/x', reachable: false}), {kind: 'local-network'});
  assert.deepEqual(classifyNetworkFailure({...base, target: 'https://xpert.example.com/api/ai/x', reachable: true}), {kind: 'cors'});
  assert.deepEqual(classifyNetworkFailure({...base, headers: {'X-Api-Key': 'k'}, target: 'https://xpert.example.com/api/ai/x', reachable: true}), {kind: 'cors-header', header: 'x-api-key'});
  assert.deepEqual(classifyNetworkFailure({...base, target: 'https://xpert.example.com/api/ai/x', reachable: true, cspBlocked: true}), {kind: 'csp'});
});

test('a 200 holding only a message where the operation answers 201 is a failure', () => {
  // 3.6.0 keeps the route's own success status: 201 for a POST, 200 for a GET.
  assert.equal(isSoftFailure(op('createRun'), 201, {message: 'Thread x not found'}), true);
  assert.equal(isSoftFailure(op('getThread'), 200, {message: 'Thread x not found'}), true);
  assert.equal(isSoftFailure(op('createRun'), 201, {message: 'x', run_id: 'r'}), false);
  assert.equal(isSoftFailure(op('createRun'), 404, {message: 'x'}), false);
  assert.equal(isSoftFailure(op('searchThreads'), 200, [{message: 'x'}]), false);
});

test('the event-stream reader: events split anywhere, CRLF, comments, named events, several data lines', () => {
  const r = new EventStreamReader();
  assert.deepEqual(r.push('data: {"type":"message","da'), []);
  assert.deepEqual(r.push('ta":"East"}\r'), []);
  assert.deepEqual(r.push('\n\r\n: keep-alive\n\nevent: error\ndata: Thread t not found\n'), [{event: 'message', data: '{"type":"message","data":"East"}'}]);
  assert.deepEqual(r.push('\n'), [{event: 'error', data: 'Thread t not found'}]);
  assert.deepEqual(r.push('data: a\ndata:b\n\n'), [{event: 'message', data: 'a\nb'}]);
  assert.equal(answerPiece({event: 'message', data: '{"type":"message","data":" grew"}'}), ' grew');
  // A streaming model's piece, as 3.6.0 sends it; reasoning and tool components are not answer text.
  assert.equal(answerPiece({event: 'message', data: '{"type":"message","data":{"type":"text","text":" fastest","id":"m1"}}'}), ' fastest');
  assert.equal(answerPiece({event: 'message', data: '{"type":"message","data":{"type":"reasoning","text":"thinking"}}'}), '');
  assert.equal(answerPiece({event: 'message', data: '{"type":"message","data":{"type":"component","data":{"category":"Tool"}}}'}), '');
  assert.equal(answerPiece({event: 'message', data: '{"type":"event","event":"on_agent_start"}'}), '');
  assert.equal(answerPiece({event: 'error', data: 'x'}), '');
});

test('schema problems are worded by keyword and place, wrappers left out', () => {
  const schema = (op('streamRun').body as {schema: object}).schema;
  const v = new Validator(schema, '2020-12', false);
  const words = {
    required: (n: string, at: string) => `required ${n} at ${at}`,
    type: (at: string, e: string) => `type ${at} ${e}`,
    format: (at: string, f: string) => `format ${at} ${f}`,
    other: (at: string) => `other ${at}`,
  };
  assert.deepEqual(schemaProblems(v.validate({input: {}}), words), ['required assistant_id at body']);
  assert.deepEqual(schemaProblems(v.validate({assistant_id: 'nope', input: 3}), words), ['format assistant_id uuid', 'type input object']);
  assert.deepEqual(schemaProblems(v.validate({assistant_id: MOCK_ASSISTANT, input: {input: 'hi'}}), words), []);
  assert.equal(placeOf('#/input/files/0/id'), 'input.files[0].id');
});

test('the remark plugin puts the console after the method and path, and refuses an unknown operation', () => {
  assert.equal(operationOf('POST /api/ai/threads/{thread_id}/runs/stream'), 'streamRun');
  assert.equal(operationOf('Not a method line'), null);
  assert.equal(operationOf('GET /api/ai/nothing/here'), undefined);
  const tree = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'GET /api/ai/threads/{thread_id}'}]}, {type: 'paragraph', children: [{type: 'text', value: 'x'}]}]};
  assert.equal(insertApiConsole(tree), 'getThread');
  assert.deepEqual(tree.children.map((c) => c.type), ['mdxjsEsm', 'paragraph', 'mdxJsxFlowElement', 'paragraph']);
  const bad = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'GET /api/ai/nothing'}]}]};
  assert.throws(() => insertApiConsole(bad, 'x.md'), /names no operation/);
  const plain = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Overview'}]}]};
  assert.equal(insertApiConsole(plain), null);
  assert.equal(plain.children.length, 1);
});

test('only the API pages may connect to other addresses', () => {
  assert.equal(isApiPage('/docs/api/runs/stream-run/'), true);
  assert.equal(isApiPage('/en/docs/api/'), true);
  assert.equal(isApiPage('/docs/ai/'), false);
  assert.equal(isApiPage('/blog/docs/api/'), false);
  assert.match(contentSecurityPolicy([], connectSources(true)), /connect-src 'self' \S+ http: https:;/);
  assert.match(contentSecurityPolicy([]), /connect-src 'self' \S+;/);
  assert.doesNotMatch(contentSecurityPolicy([]), /http: https:/);
});

test('the mock server keeps the 3.6.0 contract: CORS list, keys, 401, soft failures, streams', async () => {
  const api = await startMockApi({pieceMs: 5});
  try {
    const pre = await fetch(`${api.url}/threads`, {method: 'OPTIONS', headers: {Origin: 'http://x', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key'}});
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    assert.doesNotMatch(pre.headers.get('access-control-allow-headers') ?? '', /x-api-key/i);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    const none = await fetch(`${api.url}/assistants/search`, {method: 'POST'});
    assert.deepEqual([none.status, await none.json()], [401, {statusCode: 401, message: 'Unauthorized'}]);
    const bearer = await fetch(`${api.url}/assistants/search`, {method: 'POST', headers: {Authorization: `Bearer ${MOCK_KEY}`}});
    assert.equal(bearer.status, 201);
    const header = await fetch(`${api.url}/assistants/count`, {method: 'POST', headers: {'x-api-key': MOCK_KEY}});
    assert.deepEqual([header.status, await header.json()], [201, 1]);
    const unknown = await fetch(`${api.url}/threads/nope/runs/wait`, {method: 'POST', headers: {Authorization: `Bearer ${MOCK_KEY}`, 'Content-Type': 'application/json'}, body: '{}'});
    assert.equal(unknown.status, 201);
    assert.deepEqual(Object.keys((await unknown.json()) as object), ['message']);
    const failed = await fetch(`${api.url}/threads/nope/runs/stream`, {method: 'POST', headers: {Authorization: `Bearer ${MOCK_KEY}`}, body: '{}'});
    assert.equal(failed.status, 200);
    assert.match(await failed.text(), /^event: error\ndata: Thread nope not found\n\n$/);
    const ok = await fetch(`${api.url}/threads/${MOCK_THREAD}/runs/stream`, {method: 'POST', headers: {Authorization: `Bearer ${MOCK_KEY}`}, body: JSON.stringify({assistant_id: MOCK_ASSISTANT, input: {input: 'hi'}})});
    const text = await ok.text();
    const reader = new EventStreamReader();
    const events = reader.push(text);
    assert.equal(events.map(answerPiece).join(''), 'East grew fastest in 2024, by 18%.');
    assert.equal(JSON.parse(events[0]!.data).event, 'on_agent_start');
    assert.equal(api.state.stream?.ended, true);
  } finally {
    await api.close();
  }
});
