/** The tick of a features or fitted list. */
export function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-success-700" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
