import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component few page loads show (an error page, a toast, an empty result), which the
 * browser loads when it first shows rather than with every page (issue 26, part 6;
 * docs/decisions/037). It comes in its own `Suspense`, on the server too, so that hydration
 * finds the boundary it drew. The server must draw it at once, for browsers without scripts:
 * the caller passes it as `onServer`, imported for the server alone
 * (`import.meta.env.SSR ? (await import(...)).Name : null`), a branch the browser's build
 * drops. If its code cannot be loaded (offline, or a release replaced the file), `unavailable`
 * stands in: by default nothing, rather than an error that would take the whole page.
 */
export function onDemand<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  unavailable: ComponentType<Props> = Nothing,
): ComponentType<Props> {
  const Shown =
    onServer ??
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        () => ({ default: unavailable }),
      ),
    );
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    );
  };
}

function Nothing() {
  return null;
}
