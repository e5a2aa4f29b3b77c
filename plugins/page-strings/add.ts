/**
 * Adds strings to the code translations that `translate()` reads in the browser (the one object
 * main.js keeps under a global symbol, ./loader.js SHARED_KEY). For lazily loaded pieces that
 * import their own prefix (`?page-strings&only=feedback.`); on the server there is nothing to add.
 */
export function addPageStrings(strings: Record<string, string>): void {
  const shared = (globalThis as Record<symbol, Record<string, string> | undefined>)[Symbol.for('xpert.codeTranslations')];
  if (shared) Object.assign(shared, strings);
}
