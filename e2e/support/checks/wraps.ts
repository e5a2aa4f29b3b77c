/**
 * Names read whole (issue 42): in a table cell or a page title, no identifier, code span or Latin
 * word is broken across lines inside itself, and no short label (an edition, Yes/No, a status) is
 * split across lines; at phone width no page title shares its row with a button.
 *
 * How: each word's characters are wrapped in a DOM Range, and its client rects are one per line
 * box the word occupies; two different line tops mean the word was broken. A short label is a cell
 * whose whole text passes `isShortLabel` (src/utils/shortLabel.ts, the rule the build marks those
 * cells with; its source runs in the page), so the check does not rely on the mark it tests.
 */
import {isShortLabel} from '../../../src/utils/shortLabel.ts';
import {WIDTHS, type PageCheck} from '../walk.ts';

export const wrapProblems: PageCheck = async (page, {width}) => {
  // tsx (esbuild, keepNames) wraps the named helpers below in `__name(...)`, a helper that exists
  // in Node, not in the page: give the page a stand-in first (a string, so it is not transformed).
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    ({shortSource, phone}) => {
      const isShort = new Function(`return (${shortSource})`)() as (text: string) => boolean;
      const problems: string[] = [];
      // Rects on one line overlap vertically (a code span's box sits a little higher or lower than
      // the text beside it, so their tops differ); a rect on another line does not.
      const lines = (rects: DOMRect[]): number => {
        const mids: {mid: number; half: number}[] = [];
        for (const r of rects) {
          if (r.width < 1 || r.height < 1) continue;
          const mid = r.top + r.height / 2;
          if (!mids.some((m) => Math.abs(m.mid - mid) < Math.min(m.half, r.height / 2))) mids.push({mid, half: r.height / 2});
        }
        return mids.length;
      };
      const lineCount = (node: Text, start: number, end: number): number => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return lines(Array.from(range.getClientRects()));
      };
      const texts = (el: Element): Text[] => {
        const out: Text[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          // Text a reader does not see here (a glossary tooltip) has no lines of its own.
          if ((n.parentElement?.closest('[role="tooltip"]') ?? null) !== null) continue;
          out.push(n as Text);
        }
        return out;
      };
      const brokenWords = (el: Element, where: string) => {
        for (const node of texts(el)) {
          const inCode = node.parentElement?.closest('code') !== null;
          // In code every run between spaces is one word; in prose a Latin word or identifier (a
          // hyphen is a fair place to break prose, "OpenAI-|compatible"; an underscore or a dot is not).
          const words = inCode ? /\S+/g : /[A-Za-z0-9][A-Za-z0-9_.:/]*[A-Za-z0-9_]/g;
          for (const m of node.data.matchAll(words)) {
            if (m[0].length < 2) continue;
            if (lineCount(node, m.index!, m.index! + m[0].length) > 1) problems.push(`${where}: "${m[0]}" breaks inside the word`);
          }
        }
      };
      document.querySelectorAll('article .scroll-region :is(td, th)').forEach((cell) => {
        const header = cell.tagName === 'TH';
        const region = cell.closest('.scroll-region')?.getAttribute('aria-label') ?? 'table';
        const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
        // A header may wrap between its words; a body cell that is a short label may not wrap at all.
        // A cell of code spans is a list of names, each kept whole (below), that may wrap between them.
        if (!header && cell.querySelector('code') === null && isShort(text)) {
          const rects: DOMRect[] = [];
          for (const node of texts(cell)) {
            if (!node.data.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            rects.push(...Array.from(range.getClientRects()));
          }
          if (lines(rects) > 1) problems.push(`table "${region}": the short label "${text}" is split across lines`);
        }
        brokenWords(cell, `table "${region}"`);
      });
      document.querySelectorAll('article h1, main h1').forEach((h1) => {
        brokenWords(h1, 'title');
        if (!phone) return;
        const t = h1.getBoundingClientRect();
        const header = h1.closest('header') ?? h1.parentElement!;
        const scope = header.closest('article') ?? header;
        scope.querySelectorAll('button, a.button, .button').forEach((b) => {
          const r = b.getBoundingClientRect();
          if (r.width < 1 || r.height < 1) return;
          if (r.top < t.bottom - 2 && r.bottom > t.top + 2) problems.push(`title shares its row with the button "${(b.textContent ?? '').trim()}"`);
        });
      });
      return [...new Set(problems)];
    },
    {shortSource: isShortLabel.toString(), phone: width <= WIDTHS.phone},
  );
};
