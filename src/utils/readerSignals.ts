/**
 * The two signals a reader can send back, as the server expects them (issue 34): a page's
 * "was this helpful?" answer (`/_feedback`) and a search that found nothing (`/_search-miss`).
 * Everything travels in the query string of an empty POST to the site root (both locales); the
 * answer is never read, so a 204, a 4xx or a network failure leave the page the same. Nothing
 * identifies the reader: no cookie, no id, nothing stored.
 */

export const FEEDBACK_PATH = '/_feedback';
export const SEARCH_MISS_PATH = '/_search-miss';

export const REASONS = ['inaccurate', 'unclear', 'missing', 'example', 'other'] as const;
export type Reason = (typeof REASONS)[number];
export type SignalLocale = 'zh-Hans' | 'en';

export const MAX_PATH = 300;
export const MAX_COMMENT = 500;
export const MAX_QUERY = 100;

export type Feedback = {path: string; locale: SignalLocale; helpful: boolean; reason?: Reason; comment?: string};
export type SearchMiss = {query: string; locale: SignalLocale; source: 'box' | 'page'; path?: string};

export function isSignalLocale(value: string): value is SignalLocale {
  return value === 'zh-Hans' || value === 'en';
}

/** A page path the server accepts (starts with `/`, at most 300 characters), or null. */
export function cleanPath(path: string | undefined): string | null {
  if (!path || !path.startsWith('/') || path.length > MAX_PATH) return null;
  return path;
}

/** The query as the server counts it (trimmed, inner runs of space as one), or null if empty or too long. */
export function cleanQuery(query: string): string | null {
  const q = query.trim().replace(/\s+/g, ' ');
  return q.length >= 1 && q.length <= MAX_QUERY ? q : null;
}

/** The `/_feedback` URL for an answer, or null when the page path cannot be sent. */
export function feedbackUrl(feedback: Feedback): string | null {
  const p = cleanPath(feedback.path);
  if (!p) return null;
  const params = new URLSearchParams({p, l: feedback.locale, a: feedback.helpful ? 'yes' : 'no'});
  if (!feedback.helpful && feedback.reason) params.set('r', feedback.reason);
  const comment = feedback.helpful ? '' : (feedback.comment ?? '').trim().slice(0, MAX_COMMENT);
  if (comment) params.set('c', comment);
  return `${FEEDBACK_PATH}?${params.toString()}`;
}

/** The `/_search-miss` URL for a query that found nothing, or null when the query cannot be sent. */
export function searchMissUrl(miss: SearchMiss): string | null {
  const q = cleanQuery(miss.query);
  if (!q) return null;
  const params = new URLSearchParams({q, l: miss.locale, s: miss.source});
  const p = cleanPath(miss.path);
  if (p) params.set('p', p);
  return `${SEARCH_MISS_PATH}?${params.toString()}`;
}

type Sender = {sendBeacon?: (url: string) => boolean; fetch?: (url: string, init: RequestInit) => Promise<unknown>};

/**
 * Sends `url` and forgets it: `sendBeacon` (a POST with an empty body, same origin), else a
 * keep-alive POST. Never throws, never waits.
 */
export function sendSignal(url: string | null, sender: Sender = defaultSender()): void {
  if (!url) return;
  try {
    if (sender.sendBeacon?.(url)) return;
  } catch {
    // A browser that refuses the beacon (policy, size): the fetch below tries.
  }
  try {
    void sender.fetch?.(url, {method: 'POST', keepalive: true, credentials: 'omit'})?.catch(() => undefined);
  } catch {
    // Nothing to do: the signal is optional.
  }
}

function defaultSender(): Sender {
  if (typeof navigator === 'undefined') return {};
  return {
    sendBeacon: typeof navigator.sendBeacon === 'function' ? (url) => navigator.sendBeacon(url) : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}
