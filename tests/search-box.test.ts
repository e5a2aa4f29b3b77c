/** The look-alike search box's shortcut and hints (src/theme/SearchBar/handover.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {EARLY_SEARCH_SHORTCUT, handOverBox, indexFileUrl, isSearchShortcut, readBox, searchContextOf, shortcutHints} from '../src/theme/SearchBar/handover.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('search box shortcut', () => {
  it('is Ctrl+K or Cmd+K, upper or lower case', () => {
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true})), true);
    assert.equal(isSearchShortcut(key('K', {metaKey: true})), true);
  });

  it('is not K alone, another key, or K with more modifiers', () => {
    assert.equal(isSearchShortcut(key('k')), false);
    assert.equal(isSearchShortcut(key('j', {ctrlKey: true})), false);
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true})), false);
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true, altKey: true})), false);
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true, metaKey: true})), false);
  });

  it('shows ⌘ K on a Mac and ctrl K elsewhere, as the plugin does for mod+k', () => {
    assert.deepEqual(shortcutHints(true), ['⌘', 'K']);
    assert.deepEqual(shortcutHints(false), ['ctrl', 'K']);
  });
});

describe('search box handover', () => {
  it('picks the section index the plugin would, for both locales', () => {
    const contexts = ['docs/getting-started', 'docs/ai', 'docs/server'];
    assert.equal(searchContextOf('/docs/ai/workflow/agent', '/', contexts), 'docs/ai');
    assert.equal(searchContextOf('/en/docs/ai/', '/en/', contexts), 'docs/ai');
    assert.equal(searchContextOf('/en/docs/aix', '/en/', contexts), '');
    assert.equal(searchContextOf('/en/blog/x', '/en/', contexts), '');
    assert.equal(searchContextOf('/', '/en/', contexts), '');
  });

  it('names the index file the plugin worker fetches', () => {
    assert.equal(indexFileUrl('/en/', 'search-index{dir}-2471c1e0.json', 'docs/ai'), '/en/search-index-docs-ai-2471c1e0.json');
    assert.equal(indexFileUrl('/', 'search-index{dir}-2471c1e0.json', ''), '/search-index-2471c1e0.json');
    assert.equal(indexFileUrl('/', null, 'docs/ai'), null);
  });

  it('moves text, caret and focus in one call, in that order', () => {
    const calls: string[] = [];
    const to = {value: '', selectionStart: 0, selectionEnd: 0, selectionDirection: 'none' as const, setSelectionRange: (a: number, b: number) => calls.push(`select ${a}-${b}`)};
    const from = readBox({value: 'knowledge', selectionStart: 3, selectionEnd: 3, selectionDirection: 'none'}, true);
    handOverBox(from, to, {show: () => calls.push('show'), setValue: (v) => calls.push(`value ${v}`), focus: () => calls.push('focus')});
    assert.deepEqual(calls, ['show', 'value knowledge', 'focus', 'select 3-3']);
  });

  it('leaves the focus where it is when the reader had left the box', () => {
    const calls: string[] = [];
    const to = {value: '', selectionStart: 0, selectionEnd: 0, selectionDirection: 'none' as const, setSelectionRange: () => calls.push('select')};
    handOverBox(readBox({value: 'ab', selectionStart: 2, selectionEnd: 2, selectionDirection: 'none'}, false), to, {
      show: () => calls.push('show'),
      setValue: (v) => calls.push(`value ${v}`),
      focus: () => calls.push('focus'),
    });
    assert.deepEqual(calls, ['show', 'value ab']);
  });

  it('focuses the look-alike on Ctrl/Cmd+K before hydration, and leaves other keys alone', () => {
    const listeners: ((e: unknown) => void)[] = [];
    let focused = 0;
    const box = {focus: () => (focused += 1)};
    const document = {addEventListener: (_: string, f: (e: unknown) => void) => listeners.push(f), querySelector: () => box};
    new Function('document', EARLY_SEARCH_SHORTCUT)(document);
    let prevented = 0;
    const press = (key: string, mods: Record<string, boolean>) =>
      listeners[0]!({key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods, preventDefault: () => (prevented += 1)});
    press('k', {ctrlKey: true});
    press('K', {metaKey: true});
    press('k', {});
    press('k', {ctrlKey: true, metaKey: true});
    press('j', {ctrlKey: true});
    assert.equal(focused, 2);
    assert.equal(prevented, 2);
  });
});
