/**
 * What a submitted form (or a query string) may describe, checked before any parser
 * sees it. Conform reads a field named `zz[4000000]` as a list of four million entries,
 * and the refused form's reply sent them back: a 60-byte request held a process for
 * seconds and overflowed the stack on the listing editor's lists. The site's own forms
 * stay far inside these bounds: the listing editor, the largest, sends under 100 fields;
 * its engines and propellers, the only numbered lists, have at most 4 entries; its names
 * have at most three parts (`engines[3].make`).
 */

/** More than ten times the fields of the site's largest form. */
export const MAX_FORM_FIELDS = 1000;
/** The site's forms' field names are under 40 characters. */
export const MAX_FIELD_NAME_LENGTH = 200;
/** Parts of a name (`a.b[0].c` has four): the site's deepest has three. */
export const MAX_FIELD_NAME_PARTS = 8;
/** The largest list index a form may name (the site's numbered lists have at most 4 entries). */
export const MAX_LIST_INDEX = 99;

const NAME_PART = /([^.[\]]+)|\[(\d*)\]/g;

/**
 * Why the field names cannot be those of a form the site sends, or null when they can.
 *
 * @param {Iterable<string>} names every field's name, repeated names included
 * @returns {string | null}
 */
export function formShapeProblem(names) {
  let count = 0;
  for (const name of names) {
    if (++count > MAX_FORM_FIELDS) return `more than ${MAX_FORM_FIELDS} fields`;
    const problem = fieldNameProblem(name);
    if (problem) return problem;
  }
  return null;
}

/** @param {string} name */
function fieldNameProblem(name) {
  if (name.length > MAX_FIELD_NAME_LENGTH) return `a field name longer than ${MAX_FIELD_NAME_LENGTH} characters`;
  let parts = 0;
  for (const match of name.matchAll(NAME_PART)) {
    if (++parts > MAX_FIELD_NAME_PARTS) return `a field name of more than ${MAX_FIELD_NAME_PARTS} parts`;
    const index = match[2];
    if (index && Number(index) > MAX_LIST_INDEX) return `a list index above ${MAX_LIST_INDEX}`;
  }
  return null;
}

/**
 * The names in a query string, as URLSearchParams reads them.
 *
 * @param {string} url a request target, "/path?query"
 * @returns {string[]}
 */
export function queryFieldNames(url) {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? [] : [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
}
