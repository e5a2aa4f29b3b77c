/** Chinese question words leave a query before it is searched (src/utils/searchQuestionWords.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {withoutQuestionWords, ZH_QUESTION_WORDS} from '../src/utils/searchQuestionWords.ts';
import {GLOSSARY} from '../src/data/glossary.ts';
import {ZH_SEARCH_TERMS} from '../src/data/searchDictionary.ts';

describe('question words in a search query', () => {
  it('drops question words and particles, keeping the words they separated apart', () => {
    assert.equal(withoutQuestionWords('达梦 DM8 能接吗'), '达梦 DM8 能接');
    assert.equal(withoutQuestionWords('问数怎么生成图表'), '问数 生成图表');
    assert.equal(withoutQuestionWords('插件需要哪些授权'), '插件需要 授权');
    assert.equal(withoutQuestionWords('检查是否生效'), '检查 生效');
    assert.equal(withoutQuestionWords('为什么 ChatBI 需要语义层呢'), 'ChatBI 需要语义层');
  });

  it('leaves other queries exactly as typed, spaces included', () => {
    for (const query of ['semantic model', 'what is a cube ', '派生指标', '数字专家 ', 'VIEWER']) {
      assert.equal(withoutQuestionWords(query), query);
    }
  });

  it('keeps a query made only of question words, so the reader still gets an answer', () => {
    assert.equal(withoutQuestionWords('怎么'), '怎么');
    assert.equal(withoutQuestionWords('为什么 吗'), '为什么 吗');
  });

  it('gives the same answer on every call (the pattern keeps no state between queries)', () => {
    assert.equal(withoutQuestionWords('同比增长率怎么算'), '同比增长率 算');
    assert.equal(withoutQuestionWords('同比增长率怎么算'), '同比增长率 算');
  });

  it('never cuts into a termbase name or alias, or a word the Chinese tokeniser keeps whole', () => {
    const words = [...ZH_SEARCH_TERMS, ...GLOSSARY.flatMap((term) => [term.zh, ...term.aliases.zh])];
    assert.ok(words.length > 100);
    const cut = words.filter((word) => ZH_QUESTION_WORDS.some((q) => word.includes(q)));
    assert.deepEqual(cut, []);
  });
});
