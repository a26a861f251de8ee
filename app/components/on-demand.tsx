import { type ComponentType, lazy } from "react";

/**
 * A component few page loads show (an error page, a toast, an empty result), which the
 * browser loads when it first shows rather than with every page (issue 26, part 6;
 * docs/decisions/037). Render it under a `Suspense`. The server must draw it at once, for
 * browsers without scripts: the caller passes it as `onServer`, imported for the server alone
 * (`import.meta.env.SSR ? (await import(...)).Name : null`), a branch the browser's build
 * drops. If its code cannot be loaded (offline, or a release replaced the file), `unavailable`
 * stands in: by default nothing, rather than an error that would take the whole page.
 */
export function onDemand<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  unavailable: ComponentType<Props> = Nothing,
): ComponentType<Props> {
  if (onServer) return onServer;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: unavailable }),
    ),
  );
}

function Nothing() {
  return null;
}
