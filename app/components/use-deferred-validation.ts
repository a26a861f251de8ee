import { parse, type Submission } from "@conform-to/react";
import { useCallback, useRef } from "react";

/** As parseWithZod answers: the form's fields as typed, and its value once valid. */
type Validate<Fields, Value> = (formData: FormData) => Submission<Fields, string[], Value>;

/**
 * A form's validation in the browser, fetched when someone first moves into the form
 * instead of with the page: zod and the form's schema would be a quarter of the page's
 * JavaScript. Until it has arrived, a moment after that first focus, a submission goes
 * to the action, which validates with the same schema and answers the same messages.
 * `load` must be the same function on every render (define it in the module).
 */
export function useDeferredValidation<Fields, Value>(load: () => Promise<Validate<Fields, Value>>) {
  const validate = useRef<Validate<Fields, Value> | null>(null);
  const loading = useRef(false);
  const prepare = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (loaded) => (validate.current = loaded),
      () => (loading.current = false),
    );
  }, [load]);
  const onValidate = useCallback(
    // Until the schema has arrived: a submit gets an error of null, Conform's "not decided
    // here", so the form goes to the action as it is. A field's blur gets no errors: an
    // error of null there would send the whole form to the server to check that field,
    // and the page that came back would replace what was typed in the meantime.
    ({ formData }: { formData: FormData }): Submission<Fields, string[], Value> =>
      validate.current?.(formData) ?? parse<Value, string[]>(formData, { resolve: (_payload, intent) => ({ error: intent ? {} : null }) }),
    [],
  );
  return { onValidate, prepare };
}
