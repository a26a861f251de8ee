import { useCallback, useRef } from "react";

/**
 * A form's validation in the browser, fetched when someone first moves into the form
 * instead of with the page: zod and the form's schema would be a quarter of the page's
 * JavaScript. Until it has arrived, a moment after that first focus, `validate` answers
 * null and a submission goes to the action, which validates with the same schema and
 * answers the same messages.
 * `load` must be the same function on every render (define it in the module).
 */
export function useDeferredValidation<Result>(load: () => Promise<(formData: FormData) => Result>) {
  const validate = useRef<((formData: FormData) => Result) | null>(null);
  const loading = useRef(false);
  const prepare = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (loaded) => (validate.current = loaded),
      () => (loading.current = false),
    );
  }, [load]);
  const check = useCallback((formData: FormData): Result | null => validate.current?.(formData) ?? null, []);
  return { validate: check, prepare };
}
