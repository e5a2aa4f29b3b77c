/**
 * Chinese readers often type a question rather than keywords: 达梦 DM8 能接吗, 问数怎么生成图表. The
 * search plugin requires every word of the query in a page (it drops one word only from queries of
 * three or more), and its Chinese stop words do not include these question words and sentence-final
 * particles, so such a query found nothing or missed the page it was about. The search box and
 * the search page drop them before the query reaches the worker (plugins/search-quick-index).
 *
 * Only whole question words go: none of them is part of a termbase word or of the dictionary the
 * tokeniser keeps whole (tests/search-question-words.test.ts checks both), and a query made of
 * nothing else stays as typed.
 */
export const ZH_QUESTION_WORDS: readonly string[] = [
  '能不能', '可不可以', '为什么', '怎么样', '怎么', '怎样', '如何', '什么', '哪些', '哪个', '是否', '能否', '一下',
  '吗', '呢', '吧', '啊', '呀',
];

const QUESTION = new RegExp(`(?:${ZH_QUESTION_WORDS.join('|')})`, 'g');

/** The query without its Chinese question words, or the query itself when it has none or nothing else. */
export function withoutQuestionWords(query: string): string {
  if (!QUESTION.test(query)) return query;
  QUESTION.lastIndex = 0;
  const rest = query.replace(QUESTION, ' ').replace(/\s+/g, ' ').trim();
  return rest === '' ? query : rest;
}
