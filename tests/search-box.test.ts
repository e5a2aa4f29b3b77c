/** The look-alike search box's shortcut and hints (src/theme/SearchBar/handover.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isSearchShortcut, shortcutHints} from '../src/theme/SearchBar/handover.ts';

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
