import { type ComponentType, lazy } from "react";

/**
 * A component few page loads show (an error page, a toast, an empty result), which the
 * browser loads when it first shows rather than with every page (issue 26, part 6). Render
 * it under a `Suspense`. The server must draw it at once, for browsers without scripts: the
 * caller passes it as `onServer`, imported for the server alone
 * (`import.meta.env.SSR ? (await import(...)).Name : null`), a branch the browser's build
 * drops. `unavailable` stands in if its code cannot be loaded (offline, or a release
 * replaced the file); without it, the error goes to the route's error boundary.
 */
export function onDemand<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  unavailable?: ComponentType<Props>,
): ComponentType<Props> {
  if (onServer) return onServer;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (unavailable) return { default: unavailable };
        throw error;
      },
    ),
  );
}

/**
 * A component the server draws inside something closed (a `<details>`) that nobody uses
 * before they open it. Until `load` is called (on the way to opening it), the browser loads
 * nothing and keeps the server's markup, which works as it does without scripts; then React
 * takes that markup over. Render it under a `Suspense` in a `memo` whose props stay the same
 * while it waits: React draws waiting server markup that receives new props again, empty.
 */
export function onOpen<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; load: () => void } {
  if (onServer) return { Component: onServer, load: () => undefined };
  let wanted = () => undefined as void;
  const asked = new Promise<void>((resolve) => {
    wanted = resolve;
  });
  return { Component: lazy(() => asked.then(load).then((component) => ({ default: component }))), load: () => wanted() };
}
