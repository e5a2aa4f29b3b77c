/**
 * The look-alike search box's small logic: the shortcut (`mod+k` in docusaurus.config.ts), its
 * hint, the shortcut before hydration, and the synchronous handover of the typed text to the
 * plugin's box.
 */

/** Ctrl+K, or Cmd+K on a Mac, with no other modifier. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !(event.ctrlKey && event.metaKey) && !event.altKey && !event.shiftKey
  );
}

/** The keys shown in the box, as the plugin shows them for `mod+k`. */
export function shortcutHints(isMac: boolean): string[] {
  return [isMac ? '⌘' : 'ctrl', 'K'];
}

/**
 * Inline script (src/ssr/htmlTemplate.ts, end of body): Ctrl/Cmd+K before the page has hydrated
 * focuses the look-alike box, so what the reader types next lands in it (the browser would
 * otherwise take Ctrl+K for its own address bar). After hydration the wrapper does the same, and
 * once the plugin's box is there (no look-alike left) the plugin handles the shortcut. Constant
 * text, so its Content-Security-Policy hash is constant too.
 */
export const EARLY_SEARCH_SHORTCUT = [
  '(function(){',
  'document.addEventListener("keydown",function(e){',
  'if(!e.key||e.key.toLowerCase()!=="k"||e.ctrlKey===e.metaKey||e.altKey||e.shiftKey)return;',
  'var box=document.querySelector("input[data-look-alike]");',
  'if(!box)return;',
  'e.preventDefault();box.focus();',
  '});',
  '})();',
].join('');

/** What a text box holds and where its caret is. */
export type BoxState = {value: string; start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' | null; focused: boolean};

export type TextBox = Pick<HTMLInputElement, 'value' | 'selectionStart' | 'selectionEnd' | 'selectionDirection'>;

export function readBox(box: TextBox, focused: boolean): BoxState {
  return {value: box.value, start: box.selectionStart, end: box.selectionEnd, direction: box.selectionDirection, focused};
}

/**
 * Hands the look-alike's text, caret and focus to the plugin's box, in one synchronous call: no
 * keystroke can come between reading the look-alike and focusing the plugin's box, because the
 * browser delivers key events as tasks of their own. `show` reveals the plugin's box and hides the
 * look-alike; `setValue` sets the plugin box's value so that React sees it; `focus` focuses it.
 */
export function handOverBox(
  from: BoxState,
  to: TextBox & {setSelectionRange: HTMLInputElement['setSelectionRange']},
  {show, setValue, focus}: {show: () => void; setValue: (value: string) => void; focus: () => void},
): void {
  show();
  if (from.value !== to.value) setValue(from.value);
  if (!from.focused) return;
  focus();
  const end = from.value.length;
  to.setSelectionRange(from.start ?? end, from.end ?? end, from.direction ?? 'none');
}

/**
 * The search context of a page, as the plugin's box picks it: the first context path that the
 * page's path (without the base URL) equals or lies under, else '' (everything).
 */
export function searchContextOf(pathname: string, baseUrl: string, contexts: string[]): string {
  if (!pathname.startsWith(baseUrl)) return '';
  const uri = pathname.slice(baseUrl.length);
  return contexts.find((path) => uri === path || uri.startsWith(`${path}/`)) ?? '';
}

/** The URL of a search context's index file, as the plugin's worker builds it (`search-index{dir}-<hash>.json`). */
export function indexFileUrl(baseUrl: string, pattern: string | null, context: string): string | null {
  if (!pattern) return null;
  return `${baseUrl}${pattern.replace('{dir}', context ? `-${context.replace(/\//g, '-')}` : '')}`;
}
