import { type ComponentType, createElement, useCallback, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { type FieldsState, readFields, restoreFields } from "./forms/carry-over";
import { useHydrated } from "./use-hydrated";

/**
 * A component the server draws inside something closed (a `<details>`) that nobody uses before
 * they open it. After a document load the browser shows the server's markup as it is (a plain
 * form, which sends as it does without scripts) and loads nothing until `load` is called, on
 * the way to opening it; then it draws the component, with what was typed into the markup's
 * fields meanwhile and the focus kept. Drawn after a client-side navigation, it is empty
 * until then.
 *
 * Not a `lazy` under a `Suspense`: React holds every transition (a navigation, a fetcher's
 * answer) that reaches server markup still waiting for its code, until the code comes.
 */
export function onOpen<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; load: () => void } {
  let loaded = onServer;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        loading = null;
      },
    );
  };

  function LoadedWhenOpened(props: Props) {
    const id = useId();
    const hydrated = useHydrated();
    const container = useRef<HTMLDivElement>(null);
    const carried = useRef<FieldsState | null>(null);
    // What was typed into the server's form before its code came is kept in the one drawn then.
    const subscribeHere = useCallback(
      (listener: () => void) =>
        subscribe(() => {
          if (container.current) carried.current = readFields(container.current);
          listener();
        }),
      [],
    );
    const live = useSyncExternalStore(subscribeHere, () => loaded, () => onServer);
    useLayoutEffect(() => {
      if (!live || !carried.current || !container.current) return;
      restoreFields(container.current, carried.current);
      carried.current = null;
    }, [live]);
    // Read while hydrating, when the server's markup is the page's. One object: React sets
    // the markup again, losing what was typed into it, whenever it gets another.
    const [markup] = useState(() => ({
      __html: hydrated || import.meta.env.SSR ? "" : (document.querySelector(`[data-on-open="${id}"]`)?.innerHTML ?? ""),
    }));
    if (live) {
      return (
        <div ref={container} data-on-open={id} className="contents">
          {createElement(live, props)}
        </div>
      );
    }
    return <div ref={container} data-on-open={id} className="contents" dangerouslySetInnerHTML={markup} />;
  }
  return { Component: LoadedWhenOpened, load: start };
}
