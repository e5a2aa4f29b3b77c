/** The termbase (src/data/glossary.ts), its order per language, the check's avoided words and the tooltip colours. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {GLOSSARY, GLOSSARY_PAGE, GLOSSARY_STOP_PHRASES, type GlossaryTerm} from '../src/data/glossary.ts';
import {createMatcher, findAvoidedWords, glossarySurfaces, relatedBothWays, sortGlossary} from '../src/utils/glossary.ts';
import {docRoute} from '../scripts/checks/lib/content.ts';
import {contrast} from './support/contrast.ts';
import {definedTermSet} from '../plugins/machine-readable/structured-data.ts';

const HAN = /[\u3400-\u9fff]/;
const DOCS = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};

function routes(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) found.add(docRoute(path.relative(dir, full)));
    }
  };
  walk(dir);
  return found;
}

describe('termbase', () => {
  it('has at least 80 terms in each of the three areas together, at least 10 per area', () => {
    assert.ok(GLOSSARY.length >= 80, `${GLOSSARY.length} terms`);
    for (const category of ['analytics', 'ai', 'admin'] as const) {
      const count = GLOSSARY.filter((term) => term.category === category).length;
      assert.ok(count >= 10, `${category}: ${count}`);
    }
  });

  it('gives every term a unique ASCII slug as id', () => {
    const ids = GLOSSARY.map((term) => term.id);
    assert.equal(new Set(ids).size, ids.length, 'duplicate ids');
    for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, id);
  });

  it('names every term in both languages and defines it in one or two sentences per language', () => {
    for (const term of GLOSSARY) {
      assert.ok(term.zh.trim() && term.en.trim(), term.id);
      assert.ok(!HAN.test(term.en), `${term.id}: English name has Chinese characters`);
      const zhSentences = term.definition.zh.split('。').filter((s) => s.trim()).length;
      const enSentences = term.definition.en.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      assert.ok(HAN.test(term.definition.zh) && term.definition.zh.endsWith('。'), `${term.id}: Chinese definition`);
      assert.ok(!HAN.test(term.definition.en), `${term.id}: English definition has Chinese characters`);
      assert.ok(term.definition.en.endsWith('.'), `${term.id}: English definition ends a sentence`);
      assert.ok(zhSentences >= 1 && zhSentences <= 2, `${term.id}: ${zhSentences} Chinese sentences`);
      assert.ok(enSentences >= 1 && enSentences <= 2, `${term.id}: ${enSentences} English sentences`);
      // Chinese text: a space between Han characters and Latin letters or digits.
      for (const text of [term.definition.zh, ...term.aliases.zh]) {
        assert.doesNotMatch(text, /[\u3400-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u3400-\u9fff]/, `${term.id}: ${text}`);
      }
    }
  });

  it('links every term to a docs page that exists in both locales', () => {
    const zh = routes(DOCS.zh);
    const en = routes(DOCS.en);
    for (const term of GLOSSARY) {
      assert.ok(zh.has(term.page), `${term.id}: ${term.page} is not a zh-Hans docs page`);
      assert.ok(en.has(term.page), `${term.id}: ${term.page} is not an English docs page`);
    }
    assert.ok(zh.has(GLOSSARY_PAGE) && en.has(GLOSSARY_PAGE), 'the glossary page itself');
  });

  it('relates terms only to other existing terms, and the relations read both ways', () => {
    const ids = new Set(GLOSSARY.map((term) => term.id));
    for (const term of GLOSSARY) {
      for (const id of term.related) {
        assert.ok(ids.has(id), `${term.id} -> ${id}`);
        assert.notEqual(id, term.id, `${term.id} relates to itself`);
      }
      assert.equal(new Set(term.related).size, term.related.length, `${term.id}: related listed twice`);
    }
    const both = relatedBothWays(GLOSSARY);
    for (const [id, related] of both) for (const other of related) assert.ok(both.get(other)!.includes(id), `${id} <-> ${other}`);
    for (const [id, related] of both) assert.ok(related.length > 0, `${id} is related to nothing`);
  });

  it('never gives one word to two terms, in either language (names, aliases, words to avoid)', () => {
    for (const lang of ['zh', 'en'] as const) {
      const owner = new Map<string, string>();
      for (const surface of glossarySurfaces(GLOSSARY, lang, {avoid: true, stop: []})) {
        const key = surface.text.toLowerCase();
        const before = owner.get(key);
        assert.ok(before === undefined || before === surface.termId, `${lang} "${surface.text}": ${before} and ${surface.termId}`);
        owner.set(key, surface.termId);
      }
    }
  });

  it('keeps stop phrases apart from term words', () => {
    const words = new Set(['zh', 'en'].flatMap((lang) => glossarySurfaces(GLOSSARY, lang as 'zh' | 'en', {stop: []}).map((s) => s.text)));
    for (const phrase of GLOSSARY_STOP_PHRASES) assert.ok(!words.has(phrase), phrase);
  });

  it('holds every name of the writer\'s glossary (contributing/writing.md) with its Chinese and English name', () => {
    const md = fs.readFileSync('contributing/writing.md', 'utf8');
    const table = md.slice(md.indexOf('| English | 中文 |'));
    const lines = table.split('\n').slice(2);
    const rows = lines.slice(0, lines.findIndex((line) => !line.startsWith('|')));
    assert.ok(rows.length >= 10, 'the glossary table');
    const words = (cell: string) =>
      cell.replace(/[(（][^)）]*[)）]/g, '').split(/[,/、]/).map((w) => w.trim()).filter(Boolean);
    const zhNames = new Set(GLOSSARY.flatMap((t) => [t.zh, ...t.aliases.zh]));
    const enNames = new Set(GLOSSARY.flatMap((t) => [t.en, ...t.aliases.en].map((w) => w.toLowerCase())));
    for (const row of rows) {
      const [en, zh] = row.split('|').slice(1, 3).map((c) => c.trim());
      for (const w of words(zh!)) assert.ok(zhNames.has(w), `Chinese "${w}"`);
      for (const w of words(en!)) assert.ok(enNames.has(w.toLowerCase()), `English "${w}"`);
    }
  });
});

describe('order', () => {
  const sample = (names: [string, string][]): GlossaryTerm[] =>
    names.map(([zh, en], i) => ({...GLOSSARY[0]!, id: `t${i}`, zh, en, zhSortAs: undefined}));

  it('has the pinyin collation in this Node (ICU)', () => {
    assert.deepEqual(Intl.Collator.supportedLocalesOf(['zh-Hans-u-co-pinyin']), ['zh-Hans-u-co-pinyin']);
  });

  it('orders Chinese names by pinyin, Latin names after them', () => {
    const terms = sample([['租户', 'tenant'], ['MDX', 'MDX'], ['维度', 'dimension'], ['层级结构', 'hierarchy'], ['AI 助手', 'AI copilot'], ['度量', 'measure'], ['立方体', 'cube'], ['指标', 'indicator']]);
    assert.deepEqual(sortGlossary(terms, 'zh').map((t) => t.zh), ['层级结构', '度量', '立方体', '维度', '指标', '租户', 'AI 助手', 'MDX']);
  });

  it('orders English names alphabetically, ignoring case', () => {
    const terms = sample([['租户', 'tenant'], ['MDX', 'MDX'], ['维度', 'dimension'], ['AI 助手', 'AI copilot'], ['智能体', 'agent'], ['API 密钥', 'API key']]);
    assert.deepEqual(sortGlossary(terms, 'en').map((t) => t.en), ['agent', 'AI copilot', 'API key', 'dimension', 'MDX', 'tenant']);
  });

  it('sorts 长期记忆 as cháng and 重排序 as chóng, as readers say them', () => {
    const order = sortGlossary(GLOSSARY, 'zh').map((t) => t.zh);
    const at = (name: string) => order.indexOf(name);
    // cè(层) < cháng(长) < chóng(重) < dà(大) ... < zū(租)
    assert.ok(at('层级结构') < at('长期记忆') && at('长期记忆') < at('重排序') && at('重排序') < at('大屏'), order.slice(0, 12).join(' '));
    assert.ok(at('租户') < at('AI 助手') && at('租户') < at('MDX'));
  });
});

describe('matcher', () => {
  const zh = createMatcher(glossarySurfaces(GLOSSARY, 'zh'), 'zh');
  const en = createMatcher(glossarySurfaces(GLOSSARY, 'en'), 'en');

  it('takes the longest word at each place', () => {
    assert.deepEqual(zh('在立方体中定义计算成员').map((m) => m.surface.termId), ['cube', 'calculated-member']);
    assert.deepEqual(zh('指标市场').map((m) => m.text), ['指标市场']);
  });

  it('keeps Latin words whole and accepts English plurals', () => {
    assert.deepEqual(en('Two cubes and a reagent').map((m) => m.text), ['cubes']);
    assert.deepEqual(en('Write MDX2 or MDX').map((m) => m.text), ['MDX']);
    assert.deepEqual(en('Knowledgebases and knowledge bases').map((m) => m.surface.termId), ['knowledge-base', 'knowledge-base']);
  });

  it('reads a stop phrase whole', () => {
    assert.deepEqual(en('Xpert AI runs an Xpert').map((m) => [m.text, m.surface.kind]), [['Xpert AI', 'stop'], ['Xpert', 'alias']]);
  });
});

describe('words to avoid (content check)', () => {
  it('finds them with their line and the preferred word, outside code and link targets', () => {
    const body = ['第一行', '这个多维数据集的层次结构。', '```text', '层次结构', '```', '`层次结构` 与 [链接](/docs/层次结构)', '数字员工'].join('\n');
    assert.deepEqual(findAvoidedWords(body, GLOSSARY).map((w) => [w.line, w.word, w.preferred]), [[2, '层次结构', '层级结构'], [7, '数字员工', '数字专家']]);
  });

  it('finds nothing in a page that uses the glossary names', () => {
    assert.deepEqual(findAvoidedWords('立方体的层级结构和度量。', GLOSSARY), []);
  });
});

describe('tooltip colours', () => {
  const css = fs.readFileSync('src/css/glossary.css', 'utf8');
  const vars = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    assert.ok(start >= 0, selector);
    const block = css.slice(start, css.indexOf('}', start));
    return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1]!, m[2]!]));
  };
  for (const [mode, selector, page] of [['light', ':root', '#ffffff'], ['dark', "[data-theme='dark']", '#1b1b1d']] as const) {
    it(`reach AA in ${mode} mode: text 4.5:1 on the tooltip, underline and border 3:1`, () => {
      const v = vars(selector);
      assert.ok(contrast(v['--glossary-tip-fg']!, v['--glossary-tip-bg']!) >= 4.5, 'tooltip text');
      assert.ok(contrast(v['--glossary-underline']!, page) >= 3, 'underline on the page');
      assert.ok(contrast(v['--glossary-tip-border']!, page) >= 3, 'tooltip border on the page');
    });
  }
});

describe('DefinedTermSet JSON-LD', () => {
  it('puts every term at its anchor on the page, in the set, with its other names', () => {
    const site = {siteUrl: 'https://example.org', baseUrl: '/en/', name: 'Site', inLanguage: 'en'};
    const url = 'https://example.org/en/docs/glossary';
    const data = definedTermSet(site, {
      url,
      name: 'Glossary',
      description: 'Terms.',
      terms: [
        {id: 'cube', name: 'cube', alternateNames: ['立方体', 'OLAP cube'], description: 'A cube.'},
        {id: 'mdx', name: 'MDX', alternateNames: [], description: 'A language.'},
      ],
    });
    assert.equal(data['@context'], 'https://schema.org');
    assert.equal(data['@type'], 'DefinedTermSet');
    assert.equal(data['@id'], 'https://example.org/en/docs/glossary#terms');
    assert.equal(data.inLanguage, 'en');
    assert.deepEqual((data.isPartOf as {'@id': string})['@id'], 'https://example.org/en/#website');
    const terms = data.hasDefinedTerm as Record<string, unknown>[];
    assert.deepEqual(terms[0], {
      '@type': 'DefinedTerm',
      '@id': 'https://example.org/en/docs/glossary#cube',
      termCode: 'cube',
      name: 'cube',
      alternateName: ['立方体', 'OLAP cube'],
      description: 'A cube.',
      url: 'https://example.org/en/docs/glossary#cube',
      inDefinedTermSet: {'@id': 'https://example.org/en/docs/glossary#terms'},
    });
    assert.ok(!('alternateName' in terms[1]!), 'no empty alternateName');
  });
});
