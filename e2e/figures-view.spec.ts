/**
 * Docs figures as a reader sees them: a figure opens full-screen in a dialog and closes on Escape,
 * by pointer and by keyboard. What every figure looks like at 1280 and 390 px (text size, labels
 * in their boxes, scrolling on a phone: `figureProblems` in e2e/support/checks/figures.ts) is
 * checked in the suite's one page walk, e2e/page-walk.spec.ts, which opens each page once per mode.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD, useHarness, visit} from './support/harness.ts';

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
    it(`open full-screen on a click and close on Escape (${width} px)`, async () => {
      const page = await h.newPage({viewport: {width, height: 800}});
      await visit(page, h.baseUrl, '/en/docs/ai/chatkit/');
      const figure = page.locator('figure.diagram').first();
      const title = await figure.getAttribute('data-diagram');
      assert.equal(await page.locator('dialog[open]').count(), 0);
      await figure.locator('svg.diagram__svg').click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      assert.equal(await dialog.locator('svg.diagram__svg title').textContent(), title);
      const shown = await dialog.locator('svg.diagram__svg').boundingBox();
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
