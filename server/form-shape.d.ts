/** server/form-shape.js, for the TypeScript that reads uploads and tests it. */
export const MAX_FORM_FIELDS: number;
export const MAX_FIELD_NAME_LENGTH: number;
export const MAX_FIELD_NAME_PARTS: number;
export const MAX_LIST_INDEX: number;
export function formShapeProblem(names: Iterable<string>): string | null;
export function queryFieldNames(url: string): string[];
