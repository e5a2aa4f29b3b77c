/**
 * The two beacon endpoints of issue 34: `/_feedback` (was this page useful?) and `/_search-miss`
 * (a search that found nothing). Everything travels in the query string, so that nginx can judge
 * and log a request with `$arg_*` and regular expressions alone. This module holds the rules as
 * regular-expression sources in the subset JavaScript and PCRE read alike; the local server
 * (scripts/serve/server.ts) runs them here, scripts/serve/gen-nginx.ts renders the very same
 * sources into nginx `map` blocks, and e2e/beacons.spec.ts checks that both servers agree.
 *
 * Values are judged raw, as they came (percent-encoded, `+` for a space), before any decoding:
 * - a value is a sequence of characters, each a printable ASCII byte other than `%`, `&` and `#`,
 *   or a percent-encoded ASCII byte that is no control character, or a percent-encoded UTF-8
 *   sequence that is well formed (RFC 3629: no overlong form, no surrogate, nothing above
 *   U+10FFFF). So a value that passes decodes to UTF-8 text without U+0000-U+001F or U+007F,
 *   and its length in characters (Unicode code points) is the number of such units;
 * - the query is a list of `name=value` pairs with known lowercase names, each at most once.
 * The server stamps the time; nothing else about the request (address, user agent, referrer,
 * cookies) is ever written.
 */

const HEX = '[0-9A-Fa-f]';
const CONT = '%[89ABab][0-9A-Fa-f]';
/** One character of a value, raw: see the module comment. */
export const CHAR_SOURCE = [
  "[\\x21\\x22\\x24\\x27-\\x7e]", // printable ASCII except # % & (a raw `+` is a space)
  `%(?:[2-6]${HEX}|7[0-9A-Ea-e])`, // an encoded ASCII byte, no control character, no DEL
  `%(?:[Cc][2-9A-Fa-f]|[Dd]${HEX})${CONT}`, // U+0080-U+07FF
  `%[Ee]0%[ABab]${HEX}${CONT}`, // U+0800-U+0FFF
  `%[Ee][1-9A-Ca-c]${CONT}${CONT}`, // U+1000-U+CFFF
  `%[Ee][Dd]%[89]${HEX}${CONT}`, // U+D000-U+D7FF (no surrogates)
  `%[Ee][EeFf]${CONT}${CONT}`, // U+E000-U+FFFF
  `%[Ff]0%[9ABab]${HEX}${CONT}${CONT}`, // U+10000-U+3FFFF
  `%[Ff][1-3]${CONT}${CONT}${CONT}`, // U+40000-U+FFFFF
  `%[Ff]4%8${HEX}${CONT}${CONT}`, // U+100000-U+10FFFF
].join('|');

/** Characters trimmed from both ends of a search query: space (`+`, `%20`), U+00A0 and U+3000. */
export const SPACE_SOURCE = '\\+|%20|%[Cc]2%[Aa]0|%[Ee]3%80%80';

/**
 * The number of characters of a value that is well formed (CHAR_SOURCE throughout): a character
 * starts with a byte that is not `%`, or with `%` and a byte that is no UTF-8 continuation byte
 * (0x80-0xBF). nginx's PCRE copies a bounded group once per repetition and refuses the whole
 * CHAR_SOURCE group repeated 500 times (over its 64 KiB limit), so the two are separate checks.
 */
export const COUNT_UNIT_SOURCE = '[^%]|%[^89ABab].(?:%[89ABab].)*';
const wellFormed = (prefix = '') => `^${prefix}(?:${CHAR_SOURCE})*$`;
const count = (min: number, max: number) => `^(?:${COUNT_UNIT_SOURCE}){${min},${max}}$`;
const optional = (source: string) => `^(?:${source.slice(1, -1)})?$`;

export const LOCALES = ['zh-Hans', 'en'] as const;
export const REASONS = ['inaccurate', 'unclear', 'missing', 'example', 'other'] as const;
export const SOURCES = ['box', 'page'] as const;
export const MAX_PAGE_PATH = 300;
export const MAX_COMMENT = 500;
export const MAX_QUERY = 100;
/** Whole request targets longer than this answer 414; request bodies longer than MAX_BODY, 413. */
export const MAX_BEACON_TARGET = 4096;
export const MAX_BODY = 1024;

/** A page path: `/` (plain or `%2F`), then well-formed characters; MAX_PAGE_PATH in all. */
const PAGE_SOURCE = wellFormed('(?:/|%2[Ff])');

export type BeaconKind = 'feedback' | 'search-miss';

/** A check nginx can make: a regular expression on one nginx value (a variable or a few joined by `:`). */
type Check = {
  /** Short name for error messages and the nginx variable. */
  name: string;
  /** The nginx value it is tested on, e.g. `$arg_l` or `$arg_a:$arg_r`. */
  nginx: string;
  /** The same value from a parsed query. */
  value: (request: {params: Map<string, string>; query: string; raw: string}) => string;
  source: string;
  /** The value must match (true) or must not (false). */
  must: boolean;
};

export type BeaconSpec = {
  kind: BeaconKind;
  path: string;
  /** Every parameter, in the order the log writes them. */
  params: readonly string[];
  checks: Check[];
};

const oneOf = (values: readonly string[]) => `^(?:${values.join('|')})$`;
const names = (params: readonly string[]) => {
  const name = `(?:${params.join('|')})`;
  return `^${name}=[^&]*(?:&${name}=[^&]*)*$`;
};
const repeated = (params: readonly string[]) => `(?:^|&)(${params.join('|')})=(?:[^&]*&)+\\1=`;
const arg = (name: string) => ({params}: {params: Map<string, string>}) => params.get(name) ?? '';

const FEEDBACK_PARAMS = ['p', 'l', 'a', 'r', 'c'] as const;
const SEARCH_MISS_PARAMS = ['q', 'l', 's', 'p'] as const;

export const BEACONS: Record<BeaconKind, BeaconSpec> = {
  feedback: {
    kind: 'feedback',
    path: '/_feedback',
    params: FEEDBACK_PARAMS,
    checks: [
      {name: 'names', nginx: '$args', value: ({raw}) => raw, source: names(FEEDBACK_PARAMS), must: true},
      {name: 'repeated', nginx: '$args', value: ({raw}) => raw, source: repeated(FEEDBACK_PARAMS), must: false},
      {name: 'page', nginx: '$arg_p', value: arg('p'), source: PAGE_SOURCE, must: true},
      {name: 'page-length', nginx: '$arg_p', value: arg('p'), source: count(1, MAX_PAGE_PATH), must: true},
      {name: 'locale', nginx: '$arg_l', value: arg('l'), source: oneOf(LOCALES), must: true},
      // A reason only with a "no"; an empty reason is no reason.
      {name: 'answer', nginx: '$arg_a:$arg_r', value: ({params}) => `${params.get('a') ?? ''}:${params.get('r') ?? ''}`, source: `^(?:yes:|no:(?:${REASONS.join('|')})?)$`, must: true},
      {name: 'comment', nginx: '$arg_c', value: arg('c'), source: wellFormed(), must: true},
      {name: 'comment-length', nginx: '$arg_c', value: arg('c'), source: count(0, MAX_COMMENT), must: true},
    ],
  },
  'search-miss': {
    kind: 'search-miss',
    path: '/_search-miss',
    params: SEARCH_MISS_PARAMS,
    checks: [
      {name: 'names', nginx: '$args', value: ({raw}) => raw, source: names(SEARCH_MISS_PARAMS), must: true},
      {name: 'repeated', nginx: '$args', value: ({raw}) => raw, source: repeated(SEARCH_MISS_PARAMS), must: false},
      {name: 'query', nginx: '$xpert_search_q', value: ({query}) => query, source: wellFormed(), must: true},
      {name: 'query-length', nginx: '$xpert_search_q', value: ({query}) => query, source: count(1, MAX_QUERY), must: true},
      {name: 'locale', nginx: '$arg_l', value: arg('l'), source: oneOf(LOCALES), must: true},
      {name: 'source', nginx: '$arg_s', value: arg('s'), source: oneOf(SOURCES), must: true},
      {name: 'page', nginx: '$arg_p', value: arg('p'), source: optional(PAGE_SOURCE), must: true},
      {name: 'page-length', nginx: '$arg_p', value: arg('p'), source: count(0, MAX_PAGE_PATH), must: true},
    ],
  },
};

/** The query of a search miss without the spaces at either end (raw, still encoded). */
export const TRIM_SOURCE = `^(?:${SPACE_SOURCE})*(?<xq>.*?)(?:${SPACE_SOURCE})*$`;
const TRIM = new RegExp(TRIM_SOURCE);

/** Which beacon a raw request path is (exactly, before any decoding), or null. */
export function beaconOf(rawPath: string): BeaconKind | null {
  for (const spec of Object.values(BEACONS)) if (rawPath === spec.path) return spec.kind;
  return null;
}

/** The raw request target of a beacon path, as nginx tests `$request_uri`. */
export const BEACON_TARGET_SOURCE = `^/_(?:feedback|search-miss)(?:\\?|$)`;

/** `+` is a space, then percent-decoding as UTF-8 (the value has passed the checks: it is well formed). */
export function decodeValue(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}

export type BeaconRecord = {t: string; kind: BeaconKind; enc: 'text' | 'url'} & Record<string, string>;

export type Judgement = {ok: true; values: Record<string, string>} | {ok: false; failed: string};

const compiled = new Map<string, RegExp>();
const regex = (source: string) => {
  let r = compiled.get(source);
  if (!r) compiled.set(source, (r = new RegExp(source)));
  return r;
};

/**
 * Judge the raw query string (without `?`) of a beacon: the raw values to log (the search query
 * trimmed), or the first check that failed. Nothing is decoded before every check has passed.
 */
export function judge(kind: BeaconKind, rawQuery: string): Judgement {
  const spec = BEACONS[kind];
  const params = new Map<string, string>();
  for (const pair of rawQuery.split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && !params.has(pair.slice(0, eq))) params.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const trimmed = TRIM.exec(params.get('q') ?? '')?.groups?.xq ?? '';
  for (const check of spec.checks) {
    const value = check.value({params, query: trimmed, raw: rawQuery});
    if (regex(check.source).test(value) !== check.must) return {ok: false, failed: check.name};
  }
  const values: Record<string, string> = {};
  for (const name of spec.params) values[name] = name === 'q' ? trimmed : (params.get(name) ?? '');
  return {ok: true, values};
}

/** The server's time stamp, in the form nginx writes `$time_iso8601` for UTC. */
export function timeStamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The record the local server writes: the values decoded (`enc: "text"`). nginx writes them raw (`enc: "url"`). */
export function localRecord(kind: BeaconKind, rawValues: Record<string, string>, date = new Date()): BeaconRecord {
  const record: BeaconRecord = {t: timeStamp(date), kind, enc: 'text'};
  for (const name of BEACONS[kind].params) record[name] = decodeValue(rawValues[name] ?? '');
  return record;
}

/**
 * A leaky bucket per client, the algorithm of nginx's `limit_req` with `nodelay`: each request
 * adds one to the client's excess, which drains at `perMinute`; a request that would take the
 * excess above `burst` is refused (429) and changes nothing. Memory only; addresses are never written.
 */
export class RateLimiter {
  private readonly states = new Map<string, {excess: number; last: number}>();
  constructor(
    readonly perMinute: number,
    readonly burst: number,
    private readonly maxClients = 10_000,
  ) {}

  /** true: allowed. `now` in milliseconds. */
  take(client: string, now: number): boolean {
    const state = this.states.get(client);
    if (!state) {
      if (this.states.size >= this.maxClients) this.states.delete(this.states.keys().next().value!);
      this.states.set(client, {excess: 0, last: now});
      return true;
    }
    const excess = Math.max(0, state.excess - ((now - state.last) * this.perMinute) / 60_000 + 1);
    if (excess > this.burst) return false;
    this.states.delete(client); // re-insert: the map keeps the most recently seen clients last
    this.states.set(client, {excess, last: now});
    return true;
  }
}

/**
 * The client the rate limit counts: the last address of `X-Forwarded-For` (the one the
 * TLS-terminating load balancer in front appends; what a client wrote itself comes before it),
 * or the connection's address when there is none. At most 45 characters (an IPv6 address).
 */
export const CLIENT_SOURCE = String.raw`(?:^|,)[ \x09]*(?<xc>[^, \x09]{1,45})[ \x09]*$`;
const CLIENT = new RegExp(CLIENT_SOURCE);
export function clientOf(forwardedFor: string, remoteAddress: string): string {
  return CLIENT.exec(forwardedFor)?.groups?.xc ?? remoteAddress;
}

/** The rate limit of both servers: 10 requests a minute per client, bursts of 5 more. */
export const BEACON_RATE_PER_MINUTE = 10;
export const BEACON_BURST = 5;
