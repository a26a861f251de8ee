import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True once React runs in the browser: the place to show script-only controls. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
