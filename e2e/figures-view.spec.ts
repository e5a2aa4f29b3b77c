/**
 * Docs figures as a reader sees them: on every docs page with a figure, in both locales, at
 * 1280 and 390 px, `figureProblems` (e2e/support/checks/figures.ts) finds no text under 11 px,
 * no label wider than its box or on top of another, and no figure that runs off a phone screen
 * without a box that scrolls it. A figure opens full-screen in a dialog and closes on Escape.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD, useHarness, visit} from './support/harness.ts';
import {figureProblems} from './support/checks/figures.ts';

const h = useHarness();

/** Every built docs page whose HTML holds a figure, as a URL path. */
function pagesWithFigures(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'index.html' && fs.readFileSync(p, 'utf8').match(/<figure class="?diagram[ ">]/)) {
        found.push(`/${path.relative(BUILD, path.dirname(p)).split(path.sep).join('/')}/`);
      }
    }
  };
  walk(path.join(BUILD, 'docs'));
  walk(path.join(BUILD, 'en', 'docs'));
  return found.sort();
}

describe('figures as read', () => {
  const pages = pagesWithFigures();

  it('are found in both locales', () => {
    assert.ok(pages.filter((p) => p.startsWith('/en/')).length >= 60, 'English pages with a figure');
    assert.ok(pages.filter((p) => !p.startsWith('/en/')).length >= 60, 'Chinese pages with a figure');
  });

  for (const width of [1280, 390]) {
    it(`read well at ${width} px on every page with a figure`, async () => {
      const page = await h.newPage({viewport: {width, height: 900}});
      const problems: string[] = [];
      for (const p of pages) {
        await visit(page, h.baseUrl, p);
        problems.push(...(await figureProblems(page, width)));
      }
      await page.context().close();
      assert.deepEqual(problems, []);
    });
  }

  for (const width of [1280, 390]) {
    it(`open full-screen on a click and close on Escape (${width} px)`, async () => {
      const page = await h.newPage({viewport: {width, height: 800}});
      await visit(page, h.baseUrl, '/en/docs/ai/chatkit/');
      const figure = page.locator('figure.diagram').first();
      const title = await figure.getAttribute('data-diagram');
      assert.equal(await page.locator('dialog[open]').count(), 0);
      await figure.locator('svg').click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      assert.equal(await dialog.locator('svg title').textContent(), title);
      const shown = await dialog.locator('svg').boundingBox();
      assert.ok(shown && shown.width > 200, 'the figure is drawn in the dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
      // The keyboard way in: the figure's button, then Escape returns focus to it.
      const button = figure.getByRole('button');
      await button.focus();
      await page.keyboard.press('Enter');
      await page.locator('dialog[open]').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({state: 'detached'});
      assert.equal(await button.evaluate((b) => b === document.activeElement), true, 'focus returns to the button');
      await page.context().close();
    });
  }
});
