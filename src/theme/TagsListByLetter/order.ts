/** Whether a locale's tag index is grouped by first letter, and the order of a plain tag list. */

/** Letter headings help in scripts with an alphabet; Chinese labels start with a character each. */
export function groupsByLetter(locale: string): boolean {
  return !/^(zh|ja|ko)\b/i.test(locale);
}

/** Tags in the locale's collation order: for zh-Hans, Chinese labels in pinyin order, then Latin ones. */
export function sortTagsForLocale<T extends {label: string}>(tags: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, {sensitivity: 'base', numeric: true});
  return [...tags].sort((a, b) => collator.compare(a.label, b.label));
}
