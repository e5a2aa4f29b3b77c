/** Brand and code colours meet WCAG AA (4.5:1) in light and dark mode. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {darkPalette, lightPalette} from '../src/utils/prismThemes.ts';
import {contrast} from './support/contrast.ts';

const AA = 4.5;

function cssVariables(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `${selector} block in custom.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1]!, m[2]!]));
}

describe('contrast helper', () => {
  it('computes the known extremes', () => {
    assert.equal(Math.round(contrast('#000000', '#ffffff')), 21);
    assert.equal(contrast('#777777', '#777777'), 1);
  });
});

describe('code highlighting', () => {
  for (const [mode, palette] of [['light', lightPalette], ['dark', darkPalette]] as const) {
    it(`every token colour reaches ${AA}:1 on the ${mode} code background`, () => {
      for (const [name, colour] of Object.entries(palette)) {
        if (name === 'background') continue;
        const ratio = contrast(colour, palette.background);
        assert.ok(ratio >= AA, `${mode} ${name} ${colour} on ${palette.background}: ${ratio.toFixed(2)}`);
      }
    });
  }
});

describe('site colours', () => {
  const css = fs.readFileSync('src/css/custom.css', 'utf8');
  for (const [mode, selector] of [['light', ':root'], ['dark', "[data-theme='dark']"]] as const) {
    it(`text, links and primary colour reach ${AA}:1 in ${mode} mode`, () => {
      const vars = cssVariables(css, selector);
      const bg = vars['--ifm-background-color']!;
      for (const name of ['--ifm-font-color-base', '--ifm-link-color', '--ifm-color-primary']) {
        const ratio = contrast(vars[name]!, bg);
        assert.ok(ratio >= AA, `${mode} ${name} ${vars[name]} on ${bg}: ${ratio.toFixed(2)}`);
      }
    });
  }
  for (const [mode, selector] of [['light', ':root'], ['dark', "[data-theme='dark']"]] as const) {
    it(`search page highlights keep text and links at ${AA}:1 in ${mode} mode`, () => {
      const vars = cssVariables(css, selector);
      const mark = vars['--site-search-mark-background']!;
      assert.notEqual(mark.toLowerCase(), '#ffff00', 'not the browser default yellow');
      for (const name of ['--ifm-font-color-base', '--ifm-link-color']) {
        const ratio = contrast(vars[name]!, mark);
        assert.ok(ratio >= AA, `${mode} ${name} ${vars[name]} on ${mark}: ${ratio.toFixed(2)}`);
      }
    });
  }
  it('announcement bar: text and link reach 4.5:1 in both modes, and dark mode has its own colours', () => {
    const light = cssVariables(css, ':root');
    const dark = cssVariables(css, "[data-theme='dark']");
    for (const [mode, vars] of [['light', light], ['dark', dark]] as const) {
      const bg = vars['--site-announcement-background'];
      assert.ok(bg, `${mode} --site-announcement-background`);
      for (const name of ['--site-announcement-color', '--site-announcement-link-color']) {
        const ratio = contrast(vars[name]!, bg);
        assert.ok(ratio >= AA, `${mode} ${name} ${vars[name]} on ${bg}: ${ratio.toFixed(2)}`);
      }
    }
    // A dark page under a bright band: the dark background must stay dark (luminance well under the light one).
    assert.notEqual(dark['--site-announcement-background'], light['--site-announcement-background']);
    assert.ok(contrast(dark['--site-announcement-background']!, '#000000') < 3, 'the dark-mode bar is a dark colour');
    assert.match(css, /\.theme-announcement-bar\s*\{[^}]*var\(--site-announcement-background\)/, 'the bar reads the variables');
  });
});
