/**
 * Hostile requests, by class, for the differential test of the two servers
 * (e2e/hostile-urls.spec.ts). Every entry is sent to the local server and to nginx with the
 * shipped rules; both must answer with the same status and the same Location.
 */
export type HostileRequest = {
  kind: HostileClass;
  method: string;
  target: string;
  headers?: Record<string, string>;
  /** Send `If-None-Match` with the ETag this server gave for the same target first. */
  revalidate?: boolean;
};

export type HostileClass =
  | 'open-redirect'
  | 'traversal'
  | 'nul'
  | 'crlf'
  | 'control'
  | 'encoding'
  | 'long'
  | 'method'
  | 'range'
  | 'conditional'
  | 'absolute-form'
  | 'beacon'
  | 'baseline';

const get = (kind: HostileClass, target: string, headers?: Record<string, string>): HostileRequest => ({kind, method: 'GET', target, headers});

/** Ways to start a path that a browser could read as another host, or that hide one. */
const REDIRECT_PREFIXES = [
  '//',
  '///',
  '////',
  '/\\',
  '\\/',
  '/\\/',
  '/%2F',
  '/%2f/',
  '/%2F%2F',
  '/%5C',
  '/%5c%5c',
  '/%5C/',
  '/%09/',
  '/%0A/',
  '/%0D%0A/',
  '/%00/',
  '/.//',
  '/%2e//',
  '/./',
  '/../',
  '/en//',
  '/en/..//',
  '/en/%2F',
  '/%252F%252F',
  '/\t/',
  '/%20//',
];
const REDIRECT_TAILS = ['evil.example/x.html', 'evil.example/index.html', 'evil.example/index', 'evil.example/x.html?next=1'];

function openRedirects(): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const prefix of REDIRECT_PREFIXES) {
    for (const tail of REDIRECT_TAILS) out.push(get('open-redirect', prefix + tail));
  }
  out.push(
    get('open-redirect', '/x.html?next=//evil.example/'),
    get('open-redirect', '/x.html?//evil.example'),
    get('open-redirect', '/x.html?%0d%0aLocation:%20//evil.example'),
    get('open-redirect', '/@evil.example/x.html'),
    get('open-redirect', '/:@evil.example/index.html'),
    get('open-redirect', '/https:/evil.example/x.html'),
    get('open-redirect', '/https://evil.example/x.html'),
    get('open-redirect', '/evil.example/x.html'),
    get('open-redirect', '/%5Cevil.example%5Cx.html'),
    get('open-redirect', '/en/pricing/index.html?//evil.example'),
  );
  return out;
}

function traversal(): HostileRequest[] {
  return [
    '/../../../../etc/passwd',
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/en/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/../../package.json',
    '/.%2e/.%2e/etc/passwd',
    '/%2e./%2e./etc/passwd',
    '/..\\..\\etc\\passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/en/docs/..',
    '/en/docs/.',
    '/en/docs/..?x=1',
    '/en/./docs/',
    '/./',
    '/..',
    '/...',
  ].map((t) => get('traversal', t));
}

function nul(): HostileRequest[] {
  return ['/a%00b', '/index.html%00', '/%00', '/en/%00/', '/en/pricing%00.html', '/a%00.html', '/x?%00', '/\u0000'].map((t) => get('nul', t));
}

function crlf(): HostileRequest[] {
  return [
    '/%0d%0aSet-Cookie:%20a=b',
    '/x.html%0d%0aSet-Cookie:%20a=b',
    '/x.html?%0d%0aSet-Cookie:%20a=b',
    '/en/%0D%0ALocation:%20http://evil.example',
    '/index.html?a=%0d%0aX-Injected:%201',
    '/%0aX-Injected:1/x.html',
    '/%0dX-Injected:1/index',
    '/%0D%0A%0D%0A<html>x</html>',
    '/en/?q=%0D%0ASet-Cookie:%20a=b',
  ].map((t) => get('crlf', t));
}

function control(): HostileRequest[] {
  return ['/a\tb', '/\u0001', '/en/\u007f', '/%01', '/%1f/x.html', '/%7F', '/%7f/index.html', '/a%09b.html', '/\u000b/x', '/\u000c/x.html'].map((t) =>
    get('control', t),
  );
}

function encoding(): HostileRequest[] {
  return [
    '/%E0%A4%A',
    '/%',
    '/a%',
    '/a%2',
    '/a%zz',
    '/%%32%65',
    '/%u002e/x',
    '/%FF',
    '/%C3%28',
    '/en/%E4%B8%AD%E6%96%87',
    '/%E4%B8%AD.html',
    '/404%2ehtml',
    '/en/pricing%2F',
    '/en%2Fpricing/',
    '/%65n/pricing/',
    '/en/pric%69ng/',
    '/assets/js/%2e',
    '/x.ht%6dl',
    '/index.%68tml',
    '/%5B%5D/x.html',
  ].map((t) => get('encoding', t));
}

function long(): HostileRequest[] {
  return [
    `/${'a'.repeat(2047)}`,
    `/${'a'.repeat(2048)}`,
    `/${'a'.repeat(5000)}`,
    `/${'a'.repeat(10_000)}`,
    `/${'a/'.repeat(1100)}`,
    `/${'%41'.repeat(700)}`,
    `/en/?q=${'a'.repeat(1000)}`,
    `/en/?q=${'a'.repeat(8000)}`,
    `/en/?q=${'a'.repeat(9000)}`,
    `/en/pricing/index.html?q=${'b'.repeat(8100)}`,
    `/x.html?${'%0d%0a'.repeat(1000)}`,
    `/${'a'.repeat(2000)}.html`,
  ].map((t) => get('long', t));
}

function methods(): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO']) {
    out.push({kind: 'method', method, target: '/en/'}, {kind: 'method', method, target: '//evil.example/x.html'});
  }
  for (const target of ['/', '/en/', '/en/pricing/', '/en/pricing/index.html', '/en/no/such/page', '//evil.example/x.html', '/a%00b']) {
    out.push({kind: 'method', method: 'HEAD', target});
  }
  return out;
}

/** Byte ranges on files whose name the spec knows; `mainJs` is resolved against the build. */
function ranges(mainJs: string): HostileRequest[] {
  return [
    get('range', mainJs, {Range: 'bytes=0-99'}),
    get('range', mainJs, {Range: 'bytes=100-'}),
    get('range', mainJs, {Range: 'bytes=-50'}),
    get('range', mainJs, {Range: 'bytes=0-9,20-29'}),
    get('range', mainJs, {Range: 'bytes=999999999-'}),
    get('range', mainJs, {Range: 'items=0-5'}),
    get('range', '/img/logo.svg', {Range: 'bytes=0-10'}),
    get('range', '/robots.txt', {Range: 'bytes=0-10'}),
    get('range', '/en/no/such/page', {Range: 'bytes=0-10'}),
  ];
}

function conditional(mainJs: string): HostileRequest[] {
  const revalidate = (target: string, headers?: Record<string, string>): HostileRequest => ({kind: 'conditional', method: 'GET', target, headers, revalidate: true});
  return [
    revalidate('/en/'),
    revalidate('/en/docs/ai/'),
    revalidate(mainJs),
    revalidate('/robots.txt'),
    revalidate('/en/', {'Accept-Encoding': 'br'}),
    get('conditional', '/en/', {'If-None-Match': '"not-the-etag"'}),
    get('conditional', '/en/', {'If-None-Match': 'garbage'}),
  ];
}

function absoluteForm(): HostileRequest[] {
  return [
    'http://evil.example/x.html',
    'http://evil.example',
    'http://evil.example//evil2/x.html',
    'https://a@evil.example/en/',
    'HTTP://evil.example/en/',
    'http://evil.example/en/pricing/index.html',
    '*',
  ].map((t) => get('absolute-form', t));
}

/**
 * The beacons (scripts/serve/beacons.ts): hostile values, injections, lengths, methods and paths
 * next to /_feedback and /_search-miss. A few valid ones too (204), each sent from its own address.
 */
function beacons(): HostileRequest[] {
  const fb = (query: string) => `/_feedback?${query}`;
  const ok = 'p=/en/docs/x&l=en&a=no&r=other';
  const targets = [
    fb(`${ok}&c=fine`),
    '/_search-miss?q=agent&l=en&s=box',
    fb(`${ok}&c=%0d%0aSet-Cookie:%20a=b`),
    fb(`${ok}&c=%0AX-Injected:%201`),
    fb(`${ok}&c=a%00b`),
    fb(`${ok}&c=%1b%5B31m`),
    fb(`${ok}&c=%7F`),
    fb(`${ok}&c=%E2%80%AE`), // U+202E: no control character by the contract, logged escaped
    fb(`${ok}&c=%22%7D%2C%7B%22kind%22%3A%22x`),
    fb(`${ok}&c="},{"kind":"x"}`),
    fb(`${ok}&c=\\"`),
    fb(`${ok}&c=%5C%22%5Cn`),
    fb(`${ok}&c=%C0%AF`),
    fb(`${ok}&c=%ED%A0%80`),
    fb(`${ok}&c=%F4%90%80%80`),
    fb(`${ok}&c=%`),
    fb(`${ok}&c=%zz`),
    fb(`${ok}&c=a&c=b`),
    fb(`${ok}&C=a`),
    fb(`${ok}&x=1`),
    fb(`${ok}&`),
    fb(`${ok}#frag`),
    fb('p=//evil.example&l=en&a=yes'),
    fb('p=https://evil.example/&l=en&a=yes'),
    fb('p=/x&l=en;a=yes'),
    fb('p=/x&l=en&a=yes&r='),
    fb('p=/x&l=en&a=yes&r=other'),
    fb(`p=/${'a'.repeat(299)}&l=en&a=yes`),
    fb(`p=/${'a'.repeat(300)}&l=en&a=yes`),
    fb(`${ok}&c=${'%E4%B8%AD'.repeat(400)}`),
    fb(`${ok}&c=${'a'.repeat(501)}`),
    fb(`${ok}&c=${'a'.repeat(4050)}`),
    fb(`${ok}&c=${'a'.repeat(9000)}`),
    '/_search-miss?q=%20%20&l=en&s=box',
    `/_search-miss?q=${'x'.repeat(101)}&l=en&s=box`,
    '/_search-miss?q=x&l=en&s=box&p=x',
    '/_search-miss',
    '/_search-miss?',
    '/_feedback/',
    '/_feedback.html?p=/x&l=en&a=yes',
    '/_feedback/index?p=/x&l=en&a=yes',
    '/_feedbac%6b?p=/x&l=en&a=yes',
    '/%5Ffeedback?p=/x&l=en&a=yes',
    '/en/_feedback?p=/x&l=en&a=yes',
    '//_feedback?p=/x&l=en&a=yes',
    '/_feedback/..?p=/x&l=en&a=yes',
    'http://evil.example/_feedback?p=/x&l=en&a=yes',
  ];
  const out = targets.map((target) => get('beacon', target));
  for (const method of ['POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE', 'FOO']) {
    out.push({kind: 'beacon', method, target: fb('p=/x&l=en&a=yes')});
  }
  out.push({kind: 'beacon', method: 'GET', target: fb('p=/x&l=en&a=yes'), headers: {'Content-Length': '0'}});
  return out;
}

function baseline(): HostileRequest[] {
  return ['/', '/en/', '/en/pricing/', '/en/pricing', '/en/docs/ai/', '/index.html', '/en/pricing/index.html?x=1', '/en/no/such/page', '/no/such/page', '/sitemap.xml'].map(
    (t) => get('baseline', t),
  );
}

/**
 * Raw line breaks inside the request line. No browser sends them (it percent-encodes), and the
 * servers cannot agree on a status: nginx reads `GET /x.html` without a version as HTTP/0.9 and
 * answers with a bare body, Node's parser reads it as HTTP/1.x. So these are checked apart from the
 * differential corpus: no header of the request may come back as a header of the answer.
 */
export const RAW_LINE_BREAKS = ['/x.html\r\nX-Injected: 1', '/en/pricing/index\r\nSet-Cookie: a=b', '/x.html?\r\nX-Injected: 1', '/\nX-Injected: 1'];

export function hostileCorpus(mainJs: string): HostileRequest[] {
  return [
    ...openRedirects(),
    ...traversal(),
    ...nul(),
    ...crlf(),
    ...control(),
    ...encoding(),
    ...long(),
    ...methods(),
    ...ranges(mainJs),
    ...conditional(mainJs),
    ...absoluteForm(),
    ...beacons(),
    ...baseline(),
  ];
}
