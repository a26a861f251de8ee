import { type ComponentType, type FormEvent, lazy, type MouseEvent, useId, useState } from "react";
import { useNavigate, useSubmit } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A component with nothing to do in the browser but be shown (a catalogue card, an aircraft
 * page's sections), which the page's scripts need not carry nor hydrate (issue 43; decision
 * 053). After a document load the browser keeps the server's markup as it is, read back from
 * the page, for as long as the component is given the props the server drew it with: no code
 * comes with the page, and hydration finds one element. Given other props (a client-side
 * navigation's new data, a saved aircraft), it draws the component itself, whose code it then
 * loads: a navigation waits for it as for its data. A route module evaluated after the first
 * page was hydrated came with a client-side navigation, so its code is asked for at once.
 *
 * The markup's links and forms work as React Router's do: a click on a `<Link>`'s markup
 * (`data-discover`) navigates without loading the page, and a form submits as a `<Form>`;
 * either keeps the scroll where it says `data-keep-scroll` (its `preventScrollReset`, which
 * the markup does not show). Only for components whose every control is a link or a form,
 * and whose links carry no `state`.
 */
export function serverDrawn<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  // A file a release replaced: the server draws the page whole again, as React Router does then.
  const Drawn = onServer ?? lazy(() => loadOnce().then((component) => ({ default: component }), reloadPage));
  if (!import.meta.env.SSR && document.documentElement.dataset.hydrated !== undefined) void loadOnce().catch(() => undefined);

  return function ServerDrawn(props: Props) {
    const id = useId();
    const hydrated = useHydrated();
    const navigate = useNavigate();
    const submit = useSubmit();
    // Read while hydrating, when the server's markup is the page's. One object: React sets
    // an element's markup again whenever it gets another.
    const [drawn] = useState(() => (hydrated || import.meta.env.SSR ? null : { props: JSON.stringify(props), markup: { __html: document.getElementById(id)?.innerHTML ?? "" } }));
    const asDrawn = drawn !== null && drawn.props === JSON.stringify(props);

    // As a `<Link>` does: a plain left click, without a key held, on a link opening in this tab.
    const followLink = (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest("a[data-discover]");
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || link.target) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
    };
    const submitForm = (event: FormEvent<HTMLDivElement>) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      // The button pressed, as `<Form>` passes it: its name and value go with the form's fields.
      const form = event.target as HTMLFormElement;
      void submit(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null) ?? form, { preventScrollReset: form.hasAttribute("data-keep-scroll") });
    };

    if (asDrawn) return <div id={id} className="contents" onClick={followLink} onSubmit={submitForm} dangerouslySetInnerHTML={drawn.markup} />;
    // No Suspense of its own: a new card's boundary would show its fallback (nothing) while
    // the code comes, where a navigation's transition keeps the page it leaves until then.
    return (
      <div id={id} className="contents">
        <Drawn {...props} />
      </div>
    );
  };
}

function reloadPage(): never {
  window.location.reload();
  throw new Error("The page is reloading: a part of it could not load.");
}
