/**
 * Glossary tooltips (plugins/glossary-tooltips, src/css/glossary.css) and the glossary page
 * (docs/glossary.mdx, src/components/Glossary), on the built site, in both locales: a marked term
 * is reached with the Tab key and shows its definition, also without JavaScript; Escape hides it;
 * it stays inside a 390 px wide window; the colours pass axe in both modes; the glossary page has
 * an anchor per term, in the language's order, and `DefinedTermSet` JSON-LD that matches it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {GLOSSARY} from '../src/data/glossary.ts';
import {useHarness, visit} from './support/harness.ts';
import {axe} from './support/axe.ts';

const h = useHarness();

/** A docs page with several marked terms in its first paragraphs (not the page of any of them). */
const PAGE = '/docs/stories/slicer/';
const LOCALES = [
  {locale: 'zh', prefix: '', other: 'en'},
  {locale: 'en', prefix: '/en', other: 'zh'},
] as const;

const WORD = 'article .glossary-term__word';

/** Presses Tab from the element before the first marked term until that term has the focus. */
async function tabToFirstTerm(page: Page): Promise<void> {
  const first = page.locator(WORD).first();
  await first.evaluate((word) => {
    // The last focusable element before the term in document order, as a reader tabbing down gets there.
    const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"], input'));
    const before = all.filter((el) => el.compareDocumentPosition(word) & Node.DOCUMENT_POSITION_FOLLOWING && el !== word).pop();
    before?.focus();
  });
  for (let i = 0; i < 20; i += 1) {
    if (await first.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail('the Tab key never reached the first marked term');
}

describe('glossary tooltips', () => {
  for (const {locale, prefix, other} of LOCALES) {
    it(`${locale}: marks at most 8 first mentions, each with a tooltip the term describes itself by`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, prefix + PAGE);
      const terms = await page.$$eval('article .glossary-term', (els) =>
        els.map((el) => {
          const word = el.querySelector('.glossary-term__word')!;
          const tip = document.getElementById(word.getAttribute('aria-describedby') ?? '');
          return {
            id: tip?.id.replace(/^glossary-tip-/, ''),
            tabindex: word.getAttribute('tabindex'),
            tipRole: tip?.getAttribute('role'),
            insideTerm: tip ? el.contains(tip) : false,
            hidden: tip ? getComputedStyle(tip).display === 'none' : false,
            inHeadingOrLink: Boolean(el.closest('h1, h2, h3, h4, a, code, table')),
          };
        }),
      );
      assert.ok(terms.length >= 3 && terms.length <= 8, `${terms.length} marked terms`);
      assert.equal(new Set(terms.map((t) => t.id)).size, terms.length, 'each term once');
      for (const t of terms) {
        assert.ok(GLOSSARY.some((g) => g.id === t.id), `${t.id} is a glossary term`);
        assert.equal(t.tabindex, '0');
        assert.equal(t.tipRole, 'tooltip');
        assert.ok(t.insideTerm && t.hidden && !t.inHeadingOrLink, JSON.stringify(t));
      }
      await page.context().close();
    });

    it(`${locale}: Tab focuses a term and shows its definition and its ${other} name; Escape hides it`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, prefix + PAGE);
      await tabToFirstTerm(page);
      const word = page.locator(WORD).first();
      const tipId = (await word.getAttribute('aria-describedby'))!;
      const term = GLOSSARY.find((g) => `glossary-tip-${g.id}` === tipId)!;
      const tip = page.locator(`#${tipId}`);
      assert.ok(await tip.isVisible(), 'the tooltip shows on focus');
      const text = (await tip.textContent()) ?? '';
      assert.ok(text.includes(term[other]) && text.includes(term.definition[locale]), text);
      assert.equal(await tip.locator('[lang]').getAttribute('lang'), other === 'zh' ? 'zh-Hans' : 'en');
      await page.keyboard.press('Escape');
      assert.ok(!(await tip.isVisible()), 'Escape hides it');
      assert.ok(await word.evaluate((el) => el === document.activeElement), 'the focus stays on the term');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      assert.ok(await tip.isVisible(), 'it shows again when the term is focused again');
      await page.mouse.move(0, 0);
      await page.context().close();
    });

    it(`${locale}: the tooltip shows on hover and works without JavaScript`, async () => {
      const context = await h.newContext({viewport: {width: 1280, height: 900}, javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(h.baseUrl + prefix + PAGE);
      const word = page.locator(WORD).first();
      const tip = page.locator(`#${await word.getAttribute('aria-describedby')}`);
      assert.ok(!(await tip.isVisible()));
      await word.hover();
      assert.ok(await tip.isVisible(), 'hover');
      await page.mouse.move(0, 0);
      assert.ok(!(await tip.isVisible()), 'hidden again');
      await word.focus();
      assert.ok(await tip.isVisible(), 'focus, no script');
      await context.close();
    });

    it(`${locale}, 1280 px: a tooltip opens under its word, or as near to it as the paragraph allows`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, prefix + PAGE);
      const words = page.locator(WORD);
      const count = await words.count();
      let away = 0;
      for (let i = 0; i < count; i += 1) {
        // Point away first: an open tooltip hangs under its word and, where the lines wrap that way,
        // covers the next term (seen on a loaded machine), and pointing at it would keep it open.
        await page.mouse.move(0, 0);
        await words.nth(i).hover();
        const at = await words.nth(i).evaluate((word) => {
          const rects = word.getClientRects();
          const tip = document.getElementById(word.getAttribute('aria-describedby') ?? '')!.getBoundingClientRect();
          const box = (word.closest('p, li, blockquote') as HTMLElement).getBoundingClientRect();
          return {word: rects[rects.length - 1]!.left, tip: tip.left, tipRight: tip.right, boxLeft: box.left, boxRight: box.right};
        });
        if (at.word - at.boxLeft > 40) away += 1;
        // Under the word, or pushed left only as far as keeps it inside its paragraph.
        const underWord = Math.abs(at.tip - at.word) <= 2;
        const atRightEdge = at.tip < at.word && Math.abs(at.tipRight - at.boxRight) <= 2;
        assert.ok(underWord || atRightEdge, `tooltip ${i}: word at ${at.word}, tooltip ${at.tip}-${at.tipRight}, paragraph ${at.boxLeft}-${at.boxRight}`);
      }
      assert.ok(away > 0, 'the page has a term away from the start of its line');
      await page.mouse.move(0, 0);
      await page.context().close();
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${locale}, ${colorScheme}, 390 px: every tooltip stays inside the window, and axe finds no violation with one open`, async () => {
        const page = await h.newPage({colorScheme, viewport: {width: 390, height: 844}});
        await visit(page, h.baseUrl, prefix + PAGE);
        const words = page.locator(WORD);
        const count = await words.count();
        assert.ok(count > 0);
        for (let i = 0; i < count; i += 1) {
          await words.nth(i).focus();
          const box = await page.locator(`#${await words.nth(i).getAttribute('aria-describedby')}`).boundingBox();
          assert.ok(box, `tooltip ${i} is drawn`);
          assert.ok(box.x >= 0 && box.x + box.width <= 390, `tooltip ${i}: x ${box.x}, width ${box.width}`);
        }
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll');
        await words.first().focus();
        const results = await axe(page).include('article').analyze();
        assert.deepEqual(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
        await page.context().close();
      });
    }
  }
});

describe('glossary page', () => {
  for (const {locale, prefix, other} of LOCALES) {
    it(`${locale}: one entry per term under its id, in the language's order, with its ${other} name and a link to its page`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, `${prefix}/docs/glossary#cube`);
      const entries = await page.$$eval('article dl > div[id]', (els) =>
        els.map((el) => ({
          id: el.id,
          name: el.querySelector('dt > span:first-child')?.textContent,
          other: el.querySelector('dt [lang]')?.textContent,
          link: el.querySelector('dd a[href^="/"]')?.getAttribute('href'),
        })),
      );
      assert.equal(entries.length, GLOSSARY.length);
      for (const entry of entries) {
        const term = GLOSSARY.find((g) => g.id === entry.id);
        assert.ok(term, entry.id);
        assert.equal(entry.name, term[locale]);
        assert.equal(entry.other, term[other]);
        assert.equal(entry.link, prefix + term.page);
      }
      const names = entries.map((e) => e.name!);
      // Spot checks of the order, written out by hand: pinyin in Chinese (Latin names last), a-z in English.
      const before = (a: string, b: string) => assert.ok(names.indexOf(a) < names.indexOf(b), `${a} before ${b}`);
      if (locale === 'zh') {
        before('层级结构', '长期记忆');
        before('长期记忆', '度量');
        before('度量', '立方体');
        before('立方体', '租户');
        before('租户', 'MDX');
      } else {
        before('advanced slicer', 'agent');
        before('agent', 'cube');
        before('cube', 'MDX');
        before('MDX', 'tenant');
      }
      // The hash scrolls the entry into view, under the navbar.
      const top = await page.locator('#cube').evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 300, `#cube at ${top}px`);
      await page.context().close();
    });

    it(`${locale}: DefinedTermSet JSON-LD with every term at its anchor`, async () => {
      const html = await (await fetch(`${h.baseUrl}${prefix}/docs/glossary`)).text();
      const blocks = [...html.matchAll(/<script[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const set = blocks.find((b) => b['@type'] === 'DefinedTermSet');
      assert.ok(set, 'a DefinedTermSet block');
      assert.equal(set['@context'], 'https://schema.org');
      assert.equal(set.hasDefinedTerm.length, GLOSSARY.length);
      for (const term of set.hasDefinedTerm) {
        const source = GLOSSARY.find((g) => g.id === term.termCode);
        assert.ok(source, term.termCode);
        assert.equal(term['@type'], 'DefinedTerm');
        assert.equal(term.name, source[locale]);
        assert.ok(term.alternateName.includes(source[other]));
        assert.ok(term.url.endsWith(`${prefix}/docs/glossary#${source.id}`), term.url);
        assert.match(html, new RegExp(`\\bid="?${source.id}[" >]`), `anchor ${source.id}`);
      }
    });
  }
});
