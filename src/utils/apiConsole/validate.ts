/**
 * The body the reader typed, checked against the operation's schema before anything is sent
 * (`@cfworker/json-schema`: draft 2020-12 as OpenAPI 3.1 uses it, no code generation, so the
 * pages' Content-Security-Policy needs no 'unsafe-eval'). Its messages are English sentences;
 * the console words each problem itself, in the page's language, from the keyword and the place.
 */
export type OutputUnit = {keyword: string; keywordLocation: string; instanceLocation: string; error: string};
export type Wording = {
  required: (name: string, at: string) => string;
  type: (at: string, expected: string) => string;
  format: (at: string, format: string) => string;
  other: (at: string) => string;
};

/** Keywords that only report that something under them failed; the failure itself is reported too. */
const WRAPPERS = new Set(['properties', 'items', 'prefixItems', 'additionalProperties', 'allOf', 'anyOf', 'oneOf', '$ref', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'if', 'then', 'else', 'not', 'propertyNames', 'patternProperties']);

/** `#/input/files/0` as the reader knows it: `input.files[0]`; the body itself is `body`. */
export function placeOf(instanceLocation: string): string {
  const parts = instanceLocation.replace(/^#\/?/, '').split('/').filter(Boolean).map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')));
  if (parts.length === 0) return 'body';
  return parts.reduce((acc, p, i) => (/^\d+$/.test(p) ? `${acc}[${p}]` : i === 0 ? p : `${acc}.${p}`), '');
}

export function schemaProblems(result: {valid: boolean; errors: OutputUnit[]}, words: Wording): string[] {
  if (result.valid) return [];
  const out: string[] = [];
  for (const unit of result.errors) {
    if (WRAPPERS.has(unit.keyword)) continue;
    const at = placeOf(unit.instanceLocation);
    if (unit.keyword === 'required') out.push(words.required(/"([^"]+)"/.exec(unit.error)?.[1] ?? '?', at));
    else if (unit.keyword === 'type') out.push(words.type(at, /Expected "([^"]+)"/.exec(unit.error)?.[1] ?? '?'));
    else if (unit.keyword === 'format') out.push(words.format(at, /"([^"]+)" format/.exec(unit.error)?.[1] ?? /format "([^"]+)"/.exec(unit.error)?.[1] ?? 'format'));
    else out.push(words.other(at));
  }
  return [...new Set(out)];
}
