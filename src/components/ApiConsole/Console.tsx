/**
 * The API console of an operation page: the reader's server and key, the operation's parameters and
 * body, Send (and Stop for a stream), then the answer and, when there is none, why. Loaded only when
 * the reader opens it (./index.tsx). Logic lives in src/utils/apiConsole/ (unit-tested); this file
 * holds the state and the markup.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Validator} from '@cfworker/json-schema';
import operations from '@site/src/data/api-operations.json';
import {
  buildRequest,
  EXAMPLE_BASE_URL,
  isSoftFailure,
  looksLikeApiBase,
  maskKey,
  missingParams,
  normaliseBase,
  type AuthMode,
  type ConsoleOperation,
} from '@site/src/utils/apiConsole/request';
import {classifyNetworkFailure, isMixedContent, needsLocalNetworkPermission, type Failure} from '@site/src/utils/apiConsole/failures';
import {answerPiece, EventStreamReader, type StreamEvent} from '@site/src/utils/apiConsole/sse';
import {sample, type SampleLanguage} from '@site/src/utils/apiConsole/samples';
import {forgetKey, readRemembered, rememberKey, rememberServer} from '@site/src/utils/apiConsole/browser';
import {schemaProblems} from '@site/src/utils/apiConsole/validate';
import styles from './styles.module.css';

type Answer = {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
  json?: unknown;
  events: StreamEvent[];
  answerText: string;
  done: boolean;
  stopped: boolean;
};

/** The response headers a page may read from another origin unless the server exposes more; 3.6.0 exposes none. */
const SHOWN_HEADERS = ['content-type', 'content-length', 'cache-control', 'content-language', 'expires', 'last-modified'];

const t = {
  server: () => translate({id: 'apiConsole.server', message: '服务器地址'}),
  serverHint: () =>
    translate(
      {id: 'apiConsole.serverHint', message: 'API 的基础地址，以 /api/ai 结尾。在本机用 Docker 安装时为 {example}（api 容器发布的端口）。'},
      {example: EXAMPLE_BASE_URL},
    ),
  notApiBase: () => translate({id: 'apiConsole.notApiBase', message: '这个地址没有以 /api/ai 结尾；API 挂在服务器的 /api/ai 下。'}),
  key: () => translate({id: 'apiConsole.key', message: 'API 密钥'}),
  keyHint: () =>
    translate({
      id: 'apiConsole.keyHint',
      message: '密钥只保存在这个标签页的内存中，只发往上面的地址。请使用测试用的密钥，试完后可以在数字专家的 API 设置中删除它。',
    }),
  auth: () => translate({id: 'apiConsole.auth', message: '密钥放在'}),
  authBearer: () => translate({id: 'apiConsole.authBearer', message: 'Authorization: Bearer（浏览器可用）'}),
  authHeader: () => translate({id: 'apiConsole.authHeader', message: 'x-api-key（3.6.0 的跨域预检会拒绝）'}),
  remember: () => translate({id: 'apiConsole.remember', message: '在这台设备上记住密钥'}),
  forget: () => translate({id: 'apiConsole.forget', message: '忘记密钥'}),
  parameters: () => translate({id: 'apiConsole.parameters', message: '参数'}),
  required: () => translate({id: 'apiConsole.required', message: '必填'}),
  body: () => translate({id: 'apiConsole.body', message: '请求体（JSON）'}),
  file: () => translate({id: 'apiConsole.file', message: '要上传的文件'}),
  send: () => translate({id: 'apiConsole.send', message: '发送'}),
  stop: () => translate({id: 'apiConsole.stop', message: '停止'}),
  sending: () => translate({id: 'apiConsole.sending', message: '正在等待服务器…'}),
  stopped: () => translate({id: 'apiConsole.stopped', message: '已停止：请求已中止。'}),
  status: () => translate({id: 'apiConsole.status', message: '状态'}),
  time: (ms: number) => translate({id: 'apiConsole.time', message: '{ms} 毫秒'}, {ms: String(Math.round(ms))}),
  headers: () => translate({id: 'apiConsole.headers', message: '响应头'}),
  headersNote: () => translate({id: 'apiConsole.headersNote', message: '跨域时浏览器只让页面读取这几个响应头。'}),
  response: () => translate({id: 'apiConsole.response', message: '响应体'}),
  events: (count: number) => translate({id: 'apiConsole.events', message: '事件（{count}）'}, {count: String(count)}),
  answer: () => translate({id: 'apiConsole.answer', message: '回答（message 片段拼接）'}),
  samples: () => translate({id: 'apiConsole.samples', message: '这次请求的代码'}),
  showKey: () => translate({id: 'apiConsole.showKey', message: '在代码中显示密钥'}),
  invalid: () => translate({id: 'apiConsole.invalid', message: '请求没有发送，请先改正：'}),
  notJson: () => translate({id: 'apiConsole.notJson', message: '请求体不是有效的 JSON。'}),
  missing: (name: string) => translate({id: 'apiConsole.missing', message: '缺少必填参数 {name}。'}, {name}),
  noServer: () => translate({id: 'apiConsole.noServer', message: '请填写以 http:// 或 https:// 开头的服务器地址（不带用户名、查询参数或 #）。'}),
  noKey: () => translate({id: 'apiConsole.noKey', message: '请填写 API 密钥。'}),
  noFile: () => translate({id: 'apiConsole.noFile', message: '请选择要上传的文件。'}),
  localHint: () =>
    translate({
      id: 'apiConsole.localHint',
      message: '这个地址在你的本地网络中：浏览器可能会先询问是否允许本网站访问本地网络设备。',
    }),
};

function failureText(f: Failure, target: string): {title: string; next: string} {
  const host = (() => {
    try {
      return new URL(target).host;
    } catch {
      return target;
    }
  })();
  switch (f.kind) {
    case 'bad-address':
      return {title: t.noServer(), next: ''};
    case 'mixed-content':
      return {
        title: translate({id: 'apiConsole.fail.mixed.title', message: '浏览器不允许 https 页面调用 http 地址 {host}。'}, {host}),
        next: translate({
          id: 'apiConsole.fail.mixed.next',
          message: '请给服务器配上 https（例如在它前面放一个带证书的反向代理）后使用 https:// 地址；本机的 http://localhost 不受这个限制。',
        }),
      };
    case 'local-network':
      return {
        title: translate({id: 'apiConsole.fail.local.title', message: '没能连接到本地网络中的 {host}。'}, {host}),
        next: translate({
          id: 'apiConsole.fail.local.next',
          message: '如果浏览器询问是否允许本网站访问本地网络设备，请选择允许后重新发送；如果之前拒绝过，请在地址栏左侧的网站设置中改为允许。否则请确认服务器正在运行、地址和端口无误。',
        }),
      };
    case 'unreachable':
      return {
        title: translate({id: 'apiConsole.fail.unreachable.title', message: '没能连接到 {host}。'}, {host}),
        next: translate({
          id: 'apiConsole.fail.unreachable.next',
          message: '请确认服务器正在运行，地址、端口和协议（http 或 https）都正确，并且这台设备的网络能访问它。',
        }),
      };
    case 'cors-header':
      return {
        title: translate(
          {id: 'apiConsole.fail.corsHeader.title', message: '服务器在跨域预检中拒绝了请求头 {header}。'},
          {header: f.header ?? ''},
        ),
        next: translate({
          id: 'apiConsole.fail.corsHeader.next',
          message: '3.6.0 的 API 服务只允许列表中的请求头，其中有 Authorization 而没有 x-api-key。请在“密钥放在”中选择 Authorization: Bearer 后重新发送。',
        }),
      };
    case 'cors':
      return {
        title: translate({id: 'apiConsole.fail.cors.title', message: '{host} 有响应，但没有允许这个页面读取它（跨域被拒绝）。'}, {host}),
        next: translate({
          id: 'apiConsole.fail.cors.next',
          message: '3.6.0 的 API 服务只允许 CLIENT_BASE_URL 所设地址的来源，不包括本站。请让服务器前面的反向代理或网关为本站的来源返回 Access-Control-Allow-* 响应头，并放行 OPTIONS 预检请求。',
        }),
      };
    case 'csp':
      return {
        title: translate({id: 'apiConsole.fail.csp.title', message: '这个页面的内容安全策略不允许它连接其他地址。'}),
        next: translate({id: 'apiConsole.fail.csp.next', message: '请刷新页面后重新打开控制台：API 页面加载时带有允许连接你的服务器的策略。'}),
      };
  }
}

function explainStatus(op: ConsoleOperation, a: Answer): {title: string; next: string} | null {
  if (a.status === 401) {
    return {
      title: translate({id: 'apiConsole.fail.401.title', message: '401：服务器不接受这个 API 密钥（缺少、未知或已失效）。'}),
      next: translate({
        id: 'apiConsole.fail.401.next',
        message: '请检查密钥是否完整（以 sk-x- 开头），是否属于这台服务器，以及它在数字专家的 API 设置中是否仍然存在。',
      }),
    };
  }
  if (isSoftFailure(op, a.status, a.json)) {
    return {
      title: translate(
        {id: 'apiConsole.fail.soft.title', message: '状态码 {status} 看起来像成功，但响应里只有 message：请求其实失败了。'},
        {status: String(a.status)},
      ),
      next: translate({
        id: 'apiConsole.fail.soft.next',
        message: '3.6.0 对没有映射成 HTTP 错误的失败（最常见的是 thread_id 不存在）就这样回答。请检查路径中的 ID。',
      }),
    };
  }
  const error = a.events.find((e) => e.event === 'error');
  if (error) {
    return {
      title: translate({id: 'apiConsole.fail.streamError.title', message: '事件流以 200 打开，但其中有一个 error 事件：{message}'}, {message: error.data}),
      next: translate({
        id: 'apiConsole.fail.streamError.next',
        message: '3.6.0 在准备运行之前就打开事件流，所以失败（例如 assistant_id 或 thread_id 不存在）只会出现在流里。请检查这两个 ID。',
      }),
    };
  }
  if (a.status >= 400) {
    const message = typeof a.json === 'object' && a.json && 'message' in a.json ? String((a.json as {message: unknown}).message) : a.statusText;
    return {
      title: translate({id: 'apiConsole.fail.status.title', message: '服务器返回 {status}：{message}'}, {status: String(a.status), message}),
      next:
        a.status === 404
          ? translate({id: 'apiConsole.fail.404.next', message: '这个 ID 对应的记录不存在，或者这个密钥看不到它；也请检查地址是否以 /api/ai 结尾。'})
          : translate({id: 'apiConsole.fail.status.next', message: '请对照本页的参数和请求体说明检查请求。'}),
    };
  }
  return null;
}

export default function Console({operation}: {operation: string}): ReactNode {
  const op = useMemo(() => (operations as ConsoleOperation[]).find((o) => o.id === operation)!, [operation]);
  const id = useId();
  const remembered = useMemo(() => readRemembered(), []);
  const [server, setServer] = useState(remembered.server || EXAMPLE_BASE_URL);
  const [key, setKey] = useState(remembered.key);
  const [remember, setRemember] = useState(Boolean(remembered.key));
  const [auth, setAuth] = useState<AuthMode>('bearer');
  const [params, setParams] = useState<Record<string, string>>(() => Object.fromEntries(op.params.map((p) => [p.name, p.example])));
  const [body, setBody] = useState(() => (op.body?.kind === 'json' ? JSON.stringify(op.body.example, null, 2) : ''));
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<{failure: Failure; target: string} | null>(null);
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const [showKey, setShowKey] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const validator = useMemo(() => (op.body?.kind === 'json' ? new Validator(op.body.schema as object, '2020-12', false) : null), [op]);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    const base = normaliseBase(server);
    if (base) rememberServer(base);
  }, [server]);
  useEffect(() => {
    if (remember && key) rememberKey(key);
  }, [remember, key]);

  const filled = {base: server, key, auth, params, body};
  const base = normaliseBase(server);

  const check = (): string[] => {
    const found: string[] = [];
    if (!base) found.push(t.noServer());
    if (!key.trim()) found.push(t.noKey());
    for (const name of missingParams(op, params)) found.push(t.missing(name));
    if (op.body?.kind === 'file' && !file) found.push(t.noFile());
    if (op.body?.kind === 'json' && validator) {
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        found.push(t.notJson());
        return found;
      }
      found.push(...schemaProblems(validator.validate(value), {
        required: (name, at) => translate({id: 'apiConsole.schema.required', message: '{at} 缺少必填字段 {name}。'}, {name, at}),
        type: (at, expected) => translate({id: 'apiConsole.schema.type', message: '{at} 的类型应为 {expected}。'}, {at, expected}),
        format: (at, format) => translate({id: 'apiConsole.schema.format', message: '{at} 不是有效的 {format}。'}, {at, format}),
        other: (at) => translate({id: 'apiConsole.schema.other', message: '{at} 不符合接口的定义。'}, {at}),
      }));
    }
    return found;
  };

  const send = async () => {
    const found = check();
    setProblems(found);
    setFailure(null);
    setAnswer(null);
    if (found.length) return;
    const req = buildRequest(op, filled);
    if (isMixedContent(window.location.href, req.url)) {
      setFailure({failure: {kind: 'mixed-content'}, target: req.url});
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    let cspBlocked = false;
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.effectiveDirective === 'connect-src') cspBlocked = true;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    setBusy(true);
    const started = performance.now();
    let init: RequestInit = {method: req.method, headers: req.headers, body: req.body, signal: controller.signal, credentials: 'omit', mode: 'cors', cache: 'no-store'};
    if (op.body?.kind === 'file' && file) {
      const form = new FormData();
      form.append(op.body.field, file, file.name);
      init = {...init, body: form};
    }
    try {
      const response = await fetch(req.url, init);
      const headers = SHOWN_HEADERS.flatMap((h): [string, string][] => (response.headers.has(h) ? [[h, response.headers.get(h)!]] : []));
      const base: Answer = {status: response.status, statusText: response.statusText, ms: performance.now() - started, headers, body: '', events: [], answerText: '', done: false, stopped: false};
      setAnswer(base);
      if ((response.headers.get('content-type') ?? '').includes('text/event-stream') && response.body) {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const sse = new EventStreamReader();
        let current = base;
        for (;;) {
          let chunk: ReadableStreamReadResult<string>;
          try {
            chunk = await reader.read();
          } catch {
            current = {...current, stopped: controller.signal.aborted, done: true};
            setAnswer(current);
            break;
          }
          if (chunk.done) {
            current = {...current, done: true, ms: performance.now() - started};
            setAnswer(current);
            break;
          }
          const events = sse.push(chunk.value);
          if (events.length) {
            current = {
              ...current,
              body: current.body + chunk.value,
              events: [...current.events, ...events],
              answerText: current.answerText + events.map(answerPiece).join(''),
            };
          } else current = {...current, body: current.body + chunk.value};
          setAnswer(current);
        }
      } else {
        const text = await response.text();
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        setAnswer({...base, body: json === undefined ? text : JSON.stringify(json, null, 2), json, done: true, ms: performance.now() - started});
      }
    } catch {
      if (controller.signal.aborted) {
        setAnswer((a) => (a ? {...a, stopped: true, done: true} : {status: 0, statusText: '', ms: performance.now() - started, headers: [], body: '', events: [], answerText: '', done: true, stopped: true}));
      } else {
        const reachable = await probe(req.url);
        setFailure({failure: classifyNetworkFailure({pageUrl: window.location.href, target: req.url, headers: req.headers, reachable, cspBlocked}), target: req.url});
      }
    } finally {
      document.removeEventListener('securitypolicyviolation', onViolation);
      abort.current = null;
      setBusy(false);
    }
  };

  const explanation = answer ? explainStatus(op, answer) : null;
  const failed = failure ? failureText(failure.failure, failure.target) : null;
  const local = base && typeof window !== 'undefined' && needsLocalNetworkPermission(window.location.href, `${base}/`);
  // Samples: the reader's key masked (or shown on request); without a key, a placeholder.
  const sampleKey = key.trim() || 'YOUR_API_KEY';
  const sampleRequest = buildRequest(op, {...filled, key: sampleKey});
  const code = sample(language, op, sampleRequest, sampleKey, key.trim() ? (showKey ? key.trim() : maskKey(key.trim())) : sampleKey, file?.name);

  return (
    <div className={styles.console}>
      <div className={styles.grid}>
        <label className={styles.field} htmlFor={`${id}-server`}>
          <span className={styles.name}>{t.server()}</span>
          <input id={`${id}-server`} className={styles.input} type="url" inputMode="url" autoComplete="url" spellCheck={false} value={server} placeholder={EXAMPLE_BASE_URL} onChange={(e) => setServer(e.target.value)} aria-describedby={`${id}-server-hint`} />
          <span id={`${id}-server-hint`} className={styles.hint}>
            {t.serverHint()} {base && !looksLikeApiBase(base) ? <strong>{t.notApiBase()}</strong> : null} {local ? t.localHint() : null}
          </span>
        </label>
        <label className={styles.field} htmlFor={`${id}-key`}>
          <span className={styles.name}>{t.key()}</span>
          <input id={`${id}-key`} className={styles.input} type="password" autoComplete="off" spellCheck={false} value={key} placeholder="sk-x-…" onChange={(e) => setKey(e.target.value)} aria-describedby={`${id}-key-hint`} data-api-key />
          <span id={`${id}-key-hint`} className={styles.hint}>{t.keyHint()}</span>
        </label>
        <div className={styles.row}>
          <label className={styles.inline}>
            <span>{t.auth()}</span>
            <select className={styles.input} value={auth} onChange={(e) => setAuth(e.target.value as AuthMode)}>
              <option value="bearer">{t.authBearer()}</option>
              <option value="x-api-key">{t.authHeader()}</option>
            </select>
          </label>
          <label className={styles.inline}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => {
                setRemember(e.target.checked);
                if (!e.target.checked) forgetKey();
              }}
            />
            <span>{t.remember()}</span>
          </label>
          {remember ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                forgetKey();
                setRemember(false);
                setKey('');
              }}>
              {t.forget()}
            </button>
          ) : null}
        </div>
      </div>

      {op.params.length ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.name}>{t.parameters()}</legend>
          {op.params.map((p) => (
            <div key={p.name} className={styles.field}>
              <label htmlFor={`${id}-param-${p.name}`}>
                <code>{p.name}</code> <span className={styles.hint}>{p.in} · {p.type}{p.required ? ` · ${t.required()}` : ''}</span>
              </label>
              <input id={`${id}-param-${p.name}`} data-param={p.name} className={styles.input} spellCheck={false} value={params[p.name] ?? ''} onChange={(e) => setParams({...params, [p.name]: e.target.value})} />
            </div>
          ))}
        </fieldset>
      ) : null}

      {op.body?.kind === 'json' ? (
        <label className={styles.field}>
          <span className={styles.name}>{t.body()}</span>
          <textarea className={`${styles.input} ${styles.mono}`} spellCheck={false} rows={Math.min(14, body.split('\n').length + 1)} value={body} onChange={(e) => setBody(e.target.value)} />
        </label>
      ) : null}
      {op.body?.kind === 'file' ? (
        <label className={styles.field}>
          <span className={styles.name}>{t.file()}</span>
          <input type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
      ) : null}

      {problems.length ? (
        <div className="alert alert--danger" role="alert">
          <p>{t.invalid()}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.row}>
        <button type="button" className="button button--primary" onClick={() => void send()} disabled={busy}>
          {t.send()}
        </button>
        {busy ? (
          <button type="button" className="button button--secondary" onClick={() => abort.current?.abort()}>
            {t.stop()}
          </button>
        ) : null}
        <span className={styles.hint} aria-live="polite">
          {busy && !answer ? t.sending() : ''}
        </span>
      </div>

      {failed ? (
        <div className="alert alert--danger" role="alert" data-failure={failure!.failure.kind}>
          <p><strong>{failed.title}</strong></p>
          {failed.next ? <p>{failed.next}</p> : null}
        </div>
      ) : null}

      {answer ? (
        <div className={styles.answer} data-status={answer.status}>
          {answer.status ? (
            <p>
              <strong>
                {t.status()} {answer.status} {answer.statusText}
              </strong>{' '}
              · {t.time(answer.ms)}
            </p>
          ) : null}
          {answer.stopped ? <p className={styles.hint}>{t.stopped()}</p> : null}
          {explanation ? (
            <div className="alert alert--danger" role="alert" data-failure="status">
              <p><strong>{explanation.title}</strong></p>
              <p>{explanation.next}</p>
            </div>
          ) : null}
          {answer.headers.length ? (
            <details>
              <summary>{t.headers()}</summary>
              <dl>
                {answer.headers.map(([n, v]) => (
                  <div key={n}>
                    <dt>{n}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.hint}>{t.headersNote()}</p>
            </details>
          ) : null}
          {op.stream ? (
            <>
              <p className={styles.name}>{t.answer()}</p>
              <p className={styles.mono} aria-live="polite" data-answer>
                {answer.answerText}
              </p>
              <p className={styles.name}>{t.events(answer.events.length)}</p>
              <ol className={`${styles.scroll} ${styles.mono}`} data-events>
                {answer.events.map((e, i) => (
                  <li key={i}>
                    <code>{e.event}</code> <span>{e.data}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <>
              <p className={styles.name}>{t.response()}</p>
              <pre className={styles.scroll} data-body>
                {answer.body}
              </pre>
            </>
          )}
        </div>
      ) : null}

      <div className={styles.field}>
        <div className={styles.row}>
          <span className={styles.name}>{t.samples()}</span>
          <span role="tablist" className={styles.row}>
            {(['curl', 'javascript', 'python'] as const).map((l) => (
              <button key={l} type="button" role="tab" aria-selected={language === l} className={`button button--sm ${language === l ? 'button--primary' : 'button--secondary'}`} onClick={() => setLanguage(l)}>
                {l === 'curl' ? 'curl' : l === 'javascript' ? 'JavaScript' : 'Python'}
              </button>
            ))}
          </span>
          <label className={styles.inline}>
            <input type="checkbox" checked={showKey} onChange={(e) => setShowKey(e.target.checked)} />
            <span>{t.showKey()}</span>
          </label>
        </div>
        <pre className={styles.scroll} data-sample={language}>
          {code}
        </pre>
      </div>
    </div>
  );
}

/** A no-CORS request to the same address: it resolves (opaquely) when something answers there. */
async function probe(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 8000);
  try {
    await fetch(url, {mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal});
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
