/** The marketing pages' part of the code translations (./loader.js): {translation id: message}. */
declare module '@generated/codeTranslations.json?page-strings' {
  const pageStrings: Record<string, string>;
  export default pageStrings;
}
