/** The marketing pages' part of the code translations (./loader.js): {translation id: message}. */
declare module '@generated/codeTranslations.json?page-strings' {
  const pageStrings: Record<string, string>;
  export default pageStrings;
}

/** One prefix's part of it (`?page-strings&only=feedback.`), for a lazily loaded piece. */
declare module '@generated/codeTranslations.json?page-strings&only=*' {
  const pageStrings: Record<string, string>;
  export default pageStrings;
}
