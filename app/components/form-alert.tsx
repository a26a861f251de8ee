/** Messages from the auth server or the rate limiter, announced where the submit button is. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" aria-live="polite">
      {errors?.length ? (
        <div className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
