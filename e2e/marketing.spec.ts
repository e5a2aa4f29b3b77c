/**
 * The marketing pages in both locales: home, pricing (editions, comparison, contact form),
 * enterprise and SAP. Accessibility (axe, light and dark), narrow screens, and the contact form's
 * validation, keyboard use, draft and mailto hand-off.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';
import {axe} from './support/axe.ts';

const h = useHarness();

const PAGES = ['/', '/pricing/', '/enterprise/', '/sap/'] as const;

const LOCALES = {
  en: {
    prefix: '/en',
    labels: {email: 'Your email', subject: 'Subject', message: 'Message', send: 'Send message'},
    smallBusiness: ['per month, 10 users included', '$4 per extra user per month'],
    enterprise: 'Unlimited users, unlimited companies',
    proPrice: 'Price on request',
    comingSoon: 'Coming soon',
    errors: {
      emailRequired: /Enter your email address/,
      emailInvalid: /does not look right/,
      messageRequired: /Write the message/,
      messageTooLong: /at most 5000 characters and has 5001/,
    },
    count: /^12 characters$/,
  },
  'zh-Hans': {
    prefix: '',
    labels: {email: '你的邮箱', subject: '主题', message: '留言', send: '发送留言'},
    smallBusiness: ['每月，含 10 个用户', '每增加 1 个用户每月 $4'],
    enterprise: '不限用户数，不限公司数',
    proPrice: '按需报价',
    comingSoon: '即将推出',
    errors: {
      emailRequired: /请填写你的邮箱地址/,
      emailInvalid: /格式不对/,
      messageRequired: /请写下你想告诉我们的内容/,
      messageTooLong: /最多 5000 个字符，现在有 5001 个/,
    },
    count: /^已输入 12 个字符$/,
  },
} as const;

/**
 * Record `mailto:` hand-offs instead of letting Chromium try to launch a mail program (it has
 * none here). The form hands off by clicking a link, so a capturing click listener sees it first.
 */
const CAPTURE_MAILTO = `
  window.__mailto = [];
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
    if (link) {
      event.preventDefault();
      window.__mailto.push(link.getAttribute('href'));
    }
  }, true);`;

const mailtos = (page: Page) => page.evaluate(() => (window as unknown as {__mailto: string[]}).__mailto);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function openPricing(locale: keyof typeof LOCALES, options = {}): Promise<Page> {
  const page = await h.newPage(options);
  await page.addInitScript(CAPTURE_MAILTO);
  await visit(page, h.baseUrl, `${LOCALES[locale].prefix}/pricing/`);
  return page;
}

function form(page: Page, locale: keyof typeof LOCALES) {
  const {labels} = LOCALES[locale];
  return {
    email: page.getByLabel(labels.email, {exact: true}),
    subject: page.getByLabel(labels.subject, {exact: true}),
    message: page.getByLabel(labels.message, {exact: true}),
    send: page.getByRole('button', {name: labels.send, exact: true}),
    error: (field: string) => page.locator(`#contact-${field}-error`),
  };
}

for (const locale of ['en', 'zh-Hans'] as const) {
  const L = LOCALES[locale];

  describe(`pricing editions (${locale})`, () => {
    it('shows every edition with the price strings of the spec and a call to action', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${L.prefix}/pricing/`);
      const card = (id: string) => page.locator(`[data-edition="${id}"]`);
      const price = (id: string) => card(id).locator('[data-testid="price"]').textContent();
      assert.equal(await page.locator('[data-edition]').count(), 5);

      assert.equal(await price('community'), '$0');
      assert.equal(await price('small-business'), '$39');
      const smallBusiness = (await card('small-business').textContent()) ?? '';
      for (const note of L.smallBusiness) assert.ok(smallBusiness.includes(note), `Small Business shows "${note}"`);

      assert.equal(await price('enterprise'), '$1000');
      const listPrice = card('enterprise').locator('del[data-testid="list-price"]');
      assert.match((await listPrice.textContent()) ?? '', /\$3400$/);
      assert.match(await listPrice.evaluate((el) => getComputedStyle(el).textDecorationLine), /line-through/);
      assert.ok(((await card('enterprise').textContent()) ?? '').includes(L.enterprise));

      assert.equal(await price('enterprise-pro'), L.proPrice);
      assert.equal(await price('cloud'), L.comingSoon);

      for (const id of ['community', 'small-business', 'enterprise', 'enterprise-pro', 'cloud']) {
        assert.ok((await card(id).locator('li').count()) >= 2, `${id} lists what it includes`);
        const cta = card(id).locator('a.button');
        assert.equal(await cta.count(), 1, `${id} has one call to action`);
        assert.ok((await cta.getAttribute('href'))?.startsWith(`${L.prefix}/`), `${id}: the call to action stays in the locale`);
      }
      await page.context().close();
    });

    it('has an accessible comparison table that scrolls inside its own box on a phone', async () => {
      const page = await h.newPage({viewport: {width: 375, height: 800}});
      await visit(page, h.baseUrl, `${L.prefix}/pricing/`);
      const table = page.locator('#compare table');
      assert.equal(await table.locator('caption').count(), 1);
      assert.equal(await table.locator('thead th[scope="col"]').count(), 5);
      const rows = await table.locator('tbody tr').count();
      assert.ok(rows >= 8);
      assert.equal(await table.locator('tbody th[scope="row"]').count(), rows);
      const region = page.locator('#compare [role="region"]');
      assert.equal(await region.getAttribute('tabindex'), '0');
      const {inner, outer} = await region.evaluate((el) => ({inner: el.scrollWidth, outer: el.clientWidth}));
      assert.ok(inner > outer, 'the table is wider than the phone and scrolls in its box');
      await page.context().close();
    });

    it('answers a short FAQ', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${L.prefix}/pricing/`);
      const questions = await page.locator('#faq h3').count();
      assert.ok(questions >= 3 && questions <= 8);
      assert.equal(await page.locator('#faq h3 + p').count(), questions);
      await page.context().close();
    });
  });

  describe(`contact form (${locale})`, () => {
    it('rejects an invalid email with a message next to the field, focus on it, and no navigation', async () => {
      const page = await openPricing(locale);
      const f = form(page, locale);
      const url = page.url();
      await f.email.fill('ana.example.com');
      await f.subject.fill('Quote');
      await f.message.fill('Hello there.');
      await f.send.click();
      await f.error('email').waitFor();
      assert.match((await f.error('email').textContent()) ?? '', L.errors.emailInvalid);
      assert.equal(await f.email.getAttribute('aria-invalid'), 'true');
      assert.match((await f.email.getAttribute('aria-describedby')) ?? '', /contact-email-error/);
      await page.waitForFunction(() => document.activeElement?.id === 'contact-email');
      assert.equal(await f.subject.getAttribute('aria-invalid'), null);
      assert.equal(await f.email.inputValue(), 'ana.example.com', 'what was typed is kept');
      assert.equal(page.url(), url);
      assert.deepEqual(await mailtos(page), []);
      await page.context().close();
    });

    it('rejects an empty message', async () => {
      const page = await openPricing(locale);
      const f = form(page, locale);
      const url = page.url();
      await f.email.fill('ana@example.com');
      await f.subject.fill('Quote');
      await f.send.click();
      await f.error('message').waitFor();
      assert.match((await f.error('message').textContent()) ?? '', L.errors.messageRequired);
      assert.equal(await f.message.getAttribute('aria-invalid'), 'true');
      await page.waitForFunction(() => document.activeElement?.id === 'contact-message');
      assert.equal(await f.error('email').count(), 0);
      assert.equal(page.url(), url);
      assert.deepEqual(await mailtos(page), []);
      await page.context().close();
    });

    it('rejects a message over 5000 characters, keeping all of it, and counts as you type', async () => {
      const page = await openPricing(locale);
      const f = form(page, locale);
      const url = page.url();
      await f.message.fill('Hello there.');
      assert.match((await page.locator('#contact-message-count').textContent()) ?? '', L.count);
      await f.email.fill('ana@example.com');
      await f.subject.fill('Quote');
      await f.message.fill('x'.repeat(5001));
      // The bound is reported as soon as it is crossed, before any attempt to send.
      await f.error('message').waitFor();
      await f.send.click();
      assert.match((await f.error('message').textContent()) ?? '', L.errors.messageTooLong);
      assert.match((await f.message.getAttribute('aria-describedby')) ?? '', /contact-message-error/);
      await page.waitForFunction(() => document.activeElement?.id === 'contact-message');
      assert.equal((await f.message.inputValue()).length, 5001, 'nothing typed is cut off');
      assert.equal(page.url(), url);
      assert.deepEqual(await mailtos(page), []);
      // Back within the bound, the message goes away.
      await f.message.press('Backspace');
      await f.error('message').waitFor({state: 'detached'});
      await page.context().close();
    });

    it('opens the mail program with an encoded subject and body addressed to sales', async () => {
      const page = await openPricing(locale);
      const f = form(page, locale);
      await f.email.fill('ana@example.com');
      await f.subject.fill('Pricing & SSO for 25 users?');
      await f.message.fill('Hello,\nwe are 25 people.');
      await f.send.click();
      await page.waitForFunction(() => (window as unknown as {__mailto: string[]}).__mailto.length > 0);
      assert.deepEqual(await mailtos(page), [
        'mailto:sales@mtda.cloud?subject=Pricing%20%26%20SSO%20for%2025%20users%3F' +
          '&body=Hello%2C%0D%0Awe%20are%2025%20people.%0D%0A%0D%0Aana%40example.com',
      ]);
      const status = page.locator('form [role="status"]');
      assert.equal(await status.getAttribute('data-status'), 'mailto');
      assert.ok(((await status.textContent()) ?? '').includes('sales@mtda.cloud'));
      assert.equal(await page.locator('[aria-invalid="true"]').count(), 0);
      assert.equal(await f.subject.inputValue(), 'Pricing & SSO for 25 users?', 'the form keeps its text');
      await page.context().close();
    });

    it('works with the keyboard alone', async () => {
      const page = await openPricing(locale);
      const activeHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
      // The way in: the skip link, then the header's "Contact sales" button, which jumps to the form.
      await page.keyboard.press('Tab');
      assert.equal(await activeHref(), '#__docusaurus_skipToContent_fallback');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      assert.equal(await activeHref(), '#contact');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/pricing/#contact');
      let reached = false;
      for (let i = 0; i < 3 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = (await activeId(page)) === 'contact-email';
      }
      assert.ok(reached, 'from the contact section, Tab reaches the email field');
      // Enter in a field submits; with everything empty, focus stays on the first field, now marked.
      await page.keyboard.press('Enter');
      await form(page, locale).error('email').waitFor();
      assert.match((await form(page, locale).error('email').textContent()) ?? '', L.errors.emailRequired);
      assert.equal(await activeId(page), 'contact-email');
      await page.keyboard.type('ana@example.com');
      await page.keyboard.press('Tab');
      assert.equal(await activeId(page), 'contact-subject');
      await page.keyboard.type('Demo');
      await page.keyboard.press('Tab');
      assert.equal(await activeId(page), 'contact-message');
      await page.keyboard.type('Line one');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Line two');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.type), 'submit');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (window as unknown as {__mailto: string[]}).__mailto.length > 0);
      assert.deepEqual(await mailtos(page), [
        'mailto:sales@mtda.cloud?subject=Demo&body=Line%20one%0D%0ALine%20two%0D%0A%0D%0Aana%40example.com',
      ]);
      await page.context().close();
    });

    it('keeps the draft across a reload', async () => {
      const page = await openPricing(locale);
      const f = form(page, locale);
      await f.email.fill('ana@example.com');
      await f.subject.fill('Draft subject');
      await f.message.fill('Half-written message');
      const stored = await page.evaluate(() => sessionStorage.getItem('xpert.contact.draft'));
      assert.deepEqual(JSON.parse(stored ?? '{}'), {
        email: 'ana@example.com',
        subject: 'Draft subject',
        message: 'Half-written message',
      });
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForFunction(
        () => (document.getElementById('contact-message') as HTMLTextAreaElement | null)?.value === 'Half-written message',
      );
      assert.equal(await f.email.inputValue(), 'ana@example.com');
      assert.equal(await f.subject.inputValue(), 'Draft subject');
      await page.context().close();
    });
  });
}

describe('contact form without storage', () => {
  it('still validates and hands off to the mail program when sessionStorage throws', async () => {
    const page = await h.newPage();
    await page.addInitScript(`
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled.', 'SecurityError');
        },
      });`);
    await page.addInitScript(CAPTURE_MAILTO);
    await visit(page, h.baseUrl, '/en/pricing/');
    const f = form(page, 'en');
    await f.email.fill('ana@example.com');
    await f.subject.fill('No storage');
    await f.message.fill('Still works.');
    await f.send.click();
    await page.waitForFunction(() => (window as unknown as {__mailto: string[]}).__mailto.length > 0);
    assert.match((await mailtos(page))[0]!, /^mailto:sales@mtda\.cloud\?subject=No%20storage&body=Still%20works\./);
    await page.context().close();
  });
});

for (const locale of ['en', 'zh-Hans'] as const) {
  const {prefix} = LOCALES[locale];

  describe(`home, enterprise and SAP content (${locale})`, () => {
    it('home: hero calls to action, every product area linked to its docs, the #connect section', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/`);
      const hero = page.locator('main a.button').first();
      assert.equal(await hero.getAttribute('href'), 'https://app.mtda.cloud');
      const heroLinks = await page.$$eval('main > div:first-child a.button', (links) => links.map((a) => a.getAttribute('href')));
      assert.deepEqual(heroLinks, ['https://app.mtda.cloud', `${prefix}/docs/getting-started/community/`, `${prefix}/docs/`]);
      const areas = await page.$$eval('[data-area]', (cards) => cards.map((c) => c.getAttribute('data-area')));
      assert.deepEqual(areas, [
        'story', 'calculation', 'dimension', 'modeling', 'query-lab', 'sql-mdx', 'authorization', 'indicators',
        'xpert', 'knowledge', 'tools', 'chatbi', 'cloud', 'community', 'enterprise',
      ]);
      for (const area of areas) {
        const href = await page.locator(`[data-area="${area}"] > a`).first().getAttribute('href');
        assert.ok(href?.startsWith(`${prefix}/docs/`), `${area} links to its docs (${href})`);
      }
      const indicatorLinks = await page.$$eval('[data-area="indicators"] a', (links) => links.map((a) => a.getAttribute('href')));
      assert.ok(indicatorLinks.includes(`${prefix}/docs/indicators/market/`));
      assert.ok(indicatorLinks.includes(`${prefix}/docs/indicators/app/`));
      assert.equal(await page.locator('section#connect').count(), 1);
      assert.equal(await page.locator('#connect a[href="mailto:sales@mtda.cloud"]').count(), 1);
      await page.context().close();
    });

    it('enterprise: each point links to its docs, with a call to the contact form', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/enterprise/`);
      const areas = await page.$$eval('[data-area]', (cards) => cards.map((c) => c.getAttribute('data-area')));
      assert.deepEqual(areas, ['deployment', 'tenants', 'sso', 'governance', 'agent', 'support']);
      for (const area of areas) {
        const href = await page.locator(`[data-area="${area}"] > a`).first().getAttribute('href');
        assert.ok(href?.startsWith(`${prefix}/docs/`), `${area} links to its docs (${href})`);
      }
      assert.ok((await page.locator(`main a[href="${prefix}/pricing/#contact"]`).count()) >= 1);
      await page.context().close();
    });

    it('SAP: links to the SAP tutorials and the BW, HANA and agent docs', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/sap/`);
      const hrefs = new Set(await page.$$eval('main a', (links) => links.map((a) => a.getAttribute('href'))));
      for (const route of [
        '/docs/tutorials/sap/',
        '/docs/tutorials/sap/how-to-analyze-sap-bw-data-models/',
        '/docs/tutorials/sap/sap-bw-calendar-dimension',
        '/docs/tutorials/sap/sap-bpc',
        '/docs/tutorials/sap/sap-bpc-consolidated-reports/',
        '/docs/server/datasources/sap-bw/',
        '/docs/server/datasources/sap-hana',
        '/docs/server/agent/',
      ]) {
        assert.ok(hrefs.has(prefix + route), `links to ${prefix}${route}`);
      }
      assert.match((await page.locator('#btp').textContent()) ?? '', /Angular.*Vue.*React/s);
      await page.context().close();
    });
  });
}

describe('illustrations', () => {
  it('are inline SVG with a size, a text alternative, and theme colours that follow dark mode', async () => {
    const fills: Record<string, string[]> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const page = await h.newPage({colorScheme: scheme});
      for (const path of ['/en/', '/en/enterprise/', '/en/sap/']) {
        await visit(page, h.baseUrl, path);
        const svg = page.locator('main svg[role="img"]').first();
        assert.ok(Number(await svg.getAttribute('width')) > 0 && Number(await svg.getAttribute('height')) > 0, `${path}: sized`);
        const labelledBy = (await svg.getAttribute('aria-labelledby')) ?? '';
        assert.ok(((await svg.locator('title').textContent()) ?? '').length > 0, `${path}: titled`);
        assert.equal(await svg.locator('title').getAttribute('id'), labelledBy);
        const text = await svg.locator('text').first().evaluate((el) => getComputedStyle(el).fill);
        const box = await svg.locator('rect').first().evaluate((el) => getComputedStyle(el).fill);
        (fills[path] ??= []).push(`${text} on ${box}`);
      }
      await page.context().close();
    }
    for (const [path, [light, dark]] of Object.entries(fills)) {
      assert.notEqual(light, dark, `${path}: the drawing changes colours in dark mode`);
    }
  });
});

describe('accessibility (axe)', () => {
  for (const locale of ['en', 'zh-Hans'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`reports no violations on the four pages (${locale}, ${scheme})`, async () => {
        const page = await h.newPage({colorScheme: scheme, viewport: {width: 1280, height: 900}});
        const found: string[] = [];
        for (const path of PAGES) {
          await visit(page, h.baseUrl, LOCALES[locale].prefix + path);
          assert.equal(await page.getAttribute('html', 'data-theme'), scheme);
          const {violations} = await axe(page).analyze();
          for (const v of violations) {
            const nodes = v.nodes.map((n) => n.target.join(' '));
            if (nodes.length > 0) found.push(`${path} ${v.id}: ${nodes.slice(0, 4).join(' | ')}`);
          }
        }
        assert.deepEqual(found, []);
        await page.context().close();
      });
    }
  }

  it('reports no violations while the form shows its errors', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await openPricing('en', {colorScheme: scheme});
      await form(page, 'en').email.fill('nope');
      await form(page, 'en').send.click();
      await form(page, 'en').error('message').waitFor();
      const {violations} = await axe(page).include('#contact').analyze();
      assert.deepEqual(violations.map((v) => v.id), [], scheme);
      await page.context().close();
    }
  });
});

describe('narrow screens', () => {
  it('never scroll sideways at 375 px', async () => {
    const page = await h.newPage({viewport: {width: 375, height: 812}});
    const wide: string[] = [];
    for (const {prefix} of Object.values(LOCALES)) {
      for (const path of PAGES) {
        await visit(page, h.baseUrl, prefix + path);
        const {scroll, client} = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) wide.push(`${prefix + path}: ${scroll} > ${client}`);
      }
    }
    assert.deepEqual(wide, []);
    await page.context().close();
  });
});
