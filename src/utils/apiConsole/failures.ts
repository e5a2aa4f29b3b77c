/**
 * Why a request from the API console failed, in terms the console can explain. The browser gives
 * a script only "TypeError: Failed to fetch" for an unreachable server, a CORS refusal, a blocked
 * mixed-content request and a refused local-network request alike, so the console asks the
 * questions it can answer: is the address one this page may call at all (mixed content), is it on
 * the reader's own network while the page is not (the browser's local-network permission), and
 * does the server answer a plain no-CORS probe (then it is reachable and the refusal was CORS).
 */
import {refusedHeaders} from './request.ts';

export type FailureKind =
  | 'bad-address'
  | 'mixed-content'
  | 'unreachable'
  | 'local-network'
  | 'cors-header'
  | 'cors'
  | 'csp';

export type Failure = {kind: FailureKind; header?: string};

/** Loopback names: browsers treat them as secure, and they are on the reader's own machine. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1';
}

/** Addresses of a private network (RFC 1918, link-local, unique-local IPv6, mDNS names) or loopback. */
export function isLocalNetwork(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopback(host)) return true;
  if (host.endsWith('.local')) return true;
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host);
}

/** A request this page cannot make at all: plain http from an https page, except to loopback. */
export function isMixedContent(pageUrl: string, target: string): boolean {
  const page = new URL(pageUrl);
  const url = new URL(target);
  return page.protocol === 'https:' && url.protocol === 'http:' && !isLoopback(url.hostname);
}

/** A page on the internet calling a device on the reader's network: browsers may ask the reader first. */
export function needsLocalNetworkPermission(pageUrl: string, target: string): boolean {
  return !isLocalNetwork(new URL(pageUrl).hostname) && isLocalNetwork(new URL(target).hostname);
}

/**
 * The failure of a request that never got an answer. `reachable`: a no-CORS probe of the same
 * address got an (opaque) answer. `cspBlocked`: the page's own Content-Security-Policy refused
 * the connection (a `securitypolicyviolation` event for it).
 */
export function classifyNetworkFailure(input: {
  pageUrl: string;
  target: string;
  headers: Record<string, string>;
  reachable: boolean;
  cspBlocked: boolean;
}): Failure {
  if (input.cspBlocked) return {kind: 'csp'};
  if (isMixedContent(input.pageUrl, input.target)) return {kind: 'mixed-content'};
  if (input.reachable) {
    const refused = refusedHeaders(input.headers);
    return refused.length ? {kind: 'cors-header', header: refused[0]!.toLowerCase()} : {kind: 'cors'};
  }
  if (needsLocalNetworkPermission(input.pageUrl, input.target)) return {kind: 'local-network'};
  return {kind: 'unreachable'};
}
