import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MIN_SUGGESTION_LENGTH, type Suggestion } from "~/domain/catalog/suggestions";
import { cx } from "~/components/ui/cx";
import { useHydrated } from "~/components/use-hydrated";

type Props = Omit<ComponentProps<"input">, "defaultValue" | "onChange"> & {
  name: string;
  defaultValue: string;
  /** What /catalog/suggestions suggests: the inventory's makers and models, or airports. */
  kind: "words" | "airports";
  /** Sends the form when a suggestion is chosen (the search box), or only fills the field (the airport). */
  submitOnPick?: boolean;
  /** Classes of the box that holds the field and its list (the field's place in a row). */
  wrapperClassName?: string;
  /** Told of a chosen suggestion once it fills the field (the listing editor fills the city from an airport). */
  onPick?: (suggestion: Suggestion) => void;
};

/** How long typing pauses before suggestions are asked for: one request a word, not a letter. */
const PAUSE_MS = 150;

/**
 * A text field that suggests as the buyer types, in the ARIA 1.2 combobox pattern (a listbox
 * popup, the active option named by aria-activedescendant; arrows move, Enter picks, Escape
 * closes). Before scripts run it is the plain field of the GET form, and the form works alike.
 */
export function SuggestCombobox({ kind, submitOnPick = false, defaultValue, className, wrapperClassName, onPick, ...input }: Props) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ suggestions: Suggestion[] }>();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { load } = fetcher;

  useEffect(() => {
    if (!open || typed.trim().length < MIN_SUGGESTION_LENGTH) return;
    const timer = setTimeout(() => load(`/catalog/suggestions?${new URLSearchParams({ kind, q: typed.trim() })}`), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, open, kind, load]);

  const suggestions = open && typed.trim().length >= MIN_SUGGESTION_LENGTH ? (fetcher.data?.suggestions ?? []) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const pick = (suggestion: Suggestion) => {
    const field = inputRef.current;
    if (!field) return;
    field.value = suggestion.value;
    setTyped(suggestion.value);
    setOpen(false);
    setActive(-1);
    onPick?.(suggestion);
    if (submitOnPick) field.form?.requestSubmit();
  };

  // Without scripts, the plain field: no role promising a list that cannot come.
  const combobox = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": expanded,
        "aria-controls": listboxId,
        "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
      } as const
    : {};

  return (
    <div className={cx("relative", wrapperClassName)}>
      <input
        {...input}
        {...combobox}
        ref={inputRef}
        defaultValue={defaultValue}
        autoComplete="off"
        className={className}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            if (!open) setOpen(true);
            if (suggestions.length === 0) return;
            // Past the last option and before the first is the field itself (-1).
            if (event.key === "ArrowDown") setActive(active + 1 >= suggestions.length ? -1 : active + 1);
            else setActive(active <= -1 ? suggestions.length - 1 : active - 1);
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            const chosen = suggestions[active];
            if (chosen) pick(chosen);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      {hydrated ? (
      <ul
        id={listboxId}
        role="listbox"
        aria-label={kind === "airports" ? "Airports" : "Suggestions"}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-surface py-1 text-sm shadow-(--shadow-lift)"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mousedown, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={cx("cursor-pointer px-3 py-2 text-ink", index === active ? "bg-brand-50" : "hover:bg-navy-50")}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      ) : null}
    </div>
  );
}
