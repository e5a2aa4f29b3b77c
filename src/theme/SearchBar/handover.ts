/** The look-alike search box's small logic: the shortcut (`mod+k` in docusaurus.config.ts) and its hint. */

/** What the look-alike box hands to the plugin's box when it arrives. */
export type Handover = {value: string; focus: boolean};

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
