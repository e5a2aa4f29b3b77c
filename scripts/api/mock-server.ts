/**
 * A small stand-in for the Xpert 3.6.0 API server, for the API console's browser tests
 * (e2e/api-console.spec.ts) and for trying the console without a real server:
 *
 *     npm run api:mock            # http://127.0.0.1:4610/api/ai, key sk-x-mock-key
 *
 * It follows the 3.6.0 contract for the operations it serves (api/openapi.yaml; the server's
 * `enableCors` in packages/server/src/bootstrap/index.ts for the CORS rules):
 * - CORS for every origin (`*`, with `Access-Control-Allow-Credentials: true`), preflights answered
 *   204 with the server's list of allowed request headers, which has no `x-api-key`;
 * - the key from `x-api-key`, else `Authorization: Bearer`; without a valid key 401 as JSON;
 * - assistants search, count and get; threads create, get and search; runs wait and stream;
 * - an unknown thread answered 200 with a lone `message` (not an error status), and in a stream an
 *   `event: error` with plain text inside a 200 answer;
 * - anything else: 404 as JSON.
 * The run stream sends an `on_agent_start` event, the answer in `message` pieces and an
 * `on_agent_end` event, one piece every `pieceMs`; an input containing "long" sends 400 pieces,
 * for stopping a stream in the middle. The last stream's fate is kept in `state` for the tests.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export const MOCK_KEY = 'sk-x-mock-key';
export const MOCK_ASSISTANT = '2f7c4d1e-9a3b-4c55-8e0f-1b2a3c4d5e6f';
export const MOCK_THREAD = '0d9c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
/** The request headers 3.6.0 allows in a cross-origin request, in its own order. */
export const ALLOWED_HEADERS = 'Authorization, Language, Tenant-Id, X-Requested-With, X-Auth-Token, X-HTTP-Method-Override, Content-Type, Content-Language, Accept, Accept-Language, Observe';
const ALLOWED_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS';

export type MockState = {
  /** Requests seen, as "METHOD path", preflights included ("OPTIONS path"). */
  requests: string[];
  /** Every header line of every request, for tests that look for a leaked key. */
  headerLines: string[];
  /** The last stream: pieces sent, and whether the client closed it before the end. */
  stream: {sent: number; closedEarly: boolean; ended: boolean; closed: Promise<void>} | null;
};

export type MockApi = {url: string; state: MockState; close: () => Promise<void>};

const ANSWER = ['East', ' grew', ' fastest', ' in', ' 2024,', ' by', ' 18%', '.'];

function json(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text)});
  res.end(text);
}

function readBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        resolve(undefined);
      }
    });
  });
}

function keyOf(req: http.IncomingMessage): string {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization ?? '';
  return /^Bearer (.+)$/.exec(auth)?.[1] ?? '';
}

const assistant = {assistant_id: MOCK_ASSISTANT, graph_id: MOCK_ASSISTANT, name: 'Sales analyst', config: {}, metadata: {}, version: 3, created_at: '2025-10-30T08:00:00.000Z', updated_at: '2025-10-30T08:00:00.000Z'};
const thread = {thread_id: MOCK_THREAD, created_at: '2025-10-30T08:00:00.000Z', updated_at: '2025-10-30T08:00:00.000Z', metadata: {}, status: 'idle', values: {}};

export async function startMockApi(options: {port?: number; host?: string; pieceMs?: number} = {}): Promise<MockApi> {
  const pieceMs = options.pieceMs ?? 120;
  const state: MockState = {requests: [], headerLines: [], stream: null};
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    state.requests.push(`${req.method} ${url.pathname}`);
    for (let i = 0; i < req.rawHeaders.length; i += 2) state.headerLines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {'Access-Control-Allow-Methods': ALLOWED_METHODS, 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Content-Length': '0'});
      res.end();
      return;
    }
    const path = url.pathname.replace(/^\/api\/ai(?=\/)/, '');
    if (path === url.pathname) return json(res, 404, {statusCode: 404, message: `Cannot ${req.method} ${url.pathname}`, error: 'Not Found'});
    if (keyOf(req) !== MOCK_KEY) return json(res, 401, {statusCode: 401, message: 'Unauthorized'});
    const body = (await readBody(req)) as Record<string, unknown> | undefined;
    const route = `${req.method} ${path}`;
    if (route === 'POST /assistants/search') return json(res, 201, [assistant]);
    if (route === 'POST /assistants/count') return json(res, 201, 1);
    if (route === `GET /assistants/${MOCK_ASSISTANT}`) return json(res, 200, assistant);
    if (route === 'POST /threads') return json(res, 201, {...thread, thread_id: String(body?.thread_id ?? MOCK_THREAD)});
    if (route === 'POST /threads/search') return json(res, 200, [thread]);
    const threadRoute = /^\/threads\/([^/]+)(\/runs\/(?:stream|wait))?$/.exec(path);
    if (threadRoute) {
      const known = threadRoute[1] === MOCK_THREAD;
      const kind = threadRoute[2];
      if (req.method === 'GET' && !kind) return known ? json(res, 200, thread) : json(res, 200, {message: `Thread ${threadRoute[1]} not found`});
      if (req.method === 'POST' && kind === '/runs/wait') {
        // 3.6.0 rethrows the failure without a status, so the POST keeps the 201 Nest set before the handler ran.
        if (!known) return json(res, 201, {message: `Thread ${threadRoute[1]} not found`});
        return json(res, 201, {messages: [{type: 'ai', content: ANSWER.join('')}]});
      }
      if (req.method === 'POST' && kind === '/runs/stream') {
        res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive'});
        res.flushHeaders();
        const input = String((body?.input as {input?: unknown} | undefined)?.input ?? '');
        if (!known || body?.assistant_id !== MOCK_ASSISTANT) {
          res.end(`event: error\ndata: ${!known ? `Thread ${threadRoute[1]} not found` : `Xpert ${String(body?.assistant_id)} not found`}\n\n`);
          return;
        }
        const pieces = input.includes('long') ? Array.from({length: 400}, (_, i) => ` piece ${i + 1}`) : ANSWER;
        let markClosed = () => {};
        const stream = {sent: 0, closedEarly: false, ended: false, closed: new Promise<void>((resolve) => (markClosed = resolve))};
        state.stream = stream;
        const events = [
          JSON.stringify({type: 'event', event: 'on_agent_start', data: {agentKey: 'Agent_1'}}),
          // A streaming model's pieces, as 3.6.0 sends them (xpert-agent/agent.ts, on_chat_model_stream).
          ...pieces.map((p, i) => JSON.stringify({type: 'message', data: {type: 'text', text: p, id: 'run-mock-msg', created_date: new Date(Date.UTC(2025, 9, 30, 8, 0, i)).toISOString()}})),
          JSON.stringify({type: 'event', event: 'on_agent_end', data: {agentKey: 'Agent_1'}}),
        ];
        const timer = setInterval(() => {
          const next = events[stream.sent];
          if (next === undefined) {
            clearInterval(timer);
            stream.ended = true;
            res.end();
            return;
          }
          res.write(`data: ${next}\n\n`);
          stream.sent += 1;
        }, pieceMs);
        res.on('close', () => {
          clearInterval(timer);
          if (!stream.ended) stream.closedEarly = true;
          markClosed();
        });
        return;
      }
    }
    return json(res, 404, {statusCode: 404, message: `Cannot ${req.method} ${url.pathname}`, error: 'Not Found'});
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/api/ai`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && process.argv[1].endsWith('mock-server.ts')) {
  const port = Number(process.env.PORT ?? 4610);
  void startMockApi({port}).then((api) => console.log(`Mock Xpert 3.6.0 API at ${api.url} (key ${MOCK_KEY}); Ctrl+C to stop.`));
}
