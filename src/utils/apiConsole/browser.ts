/**
 * Where the API console keeps what the reader asked it to keep. The key lives in memory (React
 * state) unless the reader ticks "Remember on this device": then, and only then, it is written to
 * localStorage under KEY_STORAGE; Forget removes it. The server address is not a secret and is
 * remembered for convenience under SERVER_STORAGE. Documented in contributing/api-reference.md.
 */
export const KEY_STORAGE = 'xpert-docs.api-console.key';
export const SERVER_STORAGE = 'xpert-docs.api-console.server';
/** Set for one page load when the console reloads its page to get the API pages' connection policy. */
export const OPEN_AFTER_RELOAD = 'xpert-docs.api-console.open';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readRemembered(): {key: string; server: string} {
  const local = storage('localStorage');
  return {key: local?.getItem(KEY_STORAGE) ?? '', server: local?.getItem(SERVER_STORAGE) ?? ''};
}

export function rememberKey(key: string): void {
  storage('localStorage')?.setItem(KEY_STORAGE, key);
}

export function forgetKey(): void {
  storage('localStorage')?.removeItem(KEY_STORAGE);
}

export function rememberServer(server: string): void {
  const local = storage('localStorage');
  if (server) local?.setItem(SERVER_STORAGE, server);
  else local?.removeItem(SERVER_STORAGE);
}

/** The first page of this document decides its Content-Security-Policy; the console needs an API page's. */
export const API_PAGE_PATH = /^(?:\/en)?\/docs\/api\//;

export function documentHasApiPolicy(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const first = entry?.name ?? window.location.href;
  return API_PAGE_PATH.test(new URL(first).pathname);
}
