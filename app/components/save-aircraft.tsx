import { Form, Link } from "react-router";
import { signInHref } from "~/domain/redirect-target";
import { HeartIcon } from "./aircraft-facts";
import { buttonClasses } from "./ui/button";
import { cx } from "./ui/cx";

type SaveAircraftProps = {
  listing: { id: number; name: string };
  /** Whether the signed-in user saved it; null for a visitor, who is asked to sign in first. */
  saved: boolean | null;
  /** Where the buyer is now, to come back to afterwards. */
  returnTo: string;
  look: "icon" | "button";
};

/** A real form, so saving works without JavaScript; with it, the page keeps its scroll position. */
export function SaveAircraft({ listing, saved, returnTo, look }: SaveAircraftProps) {
  const label = saved ? `Remove ${listing.name} from saved aircraft` : `Save ${listing.name}`;
  // The icon's heart sits over the card's picture (app.css's `.card-save`, red once saved);
  // the button's heart alone turns red, beside its word.
  const classes = look === "icon" ? cx("card-save", saved ? "saved" : null) : buttonClasses("outline", "sm");
  const heart = <HeartIcon filled={Boolean(saved)} />;
  const content =
    look === "icon" ? (
      heart
    ) : (
      <>
        <span className={saved ? "text-danger-600" : undefined}>{heart}</span>
        {saved ? "Saved" : "Save"}
      </>
    );
  if (saved === null) {
    return (
      <Link to={signInHref(returnTo)} aria-label={label} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <SavedAircraftForm listingId={listing.id} intent={saved ? "remove" : "save"} returnTo={returnTo}>
      <button type="submit" aria-label={label} aria-pressed={saved} className={classes}>
        {content}
      </button>
    </SavedAircraftForm>
  );
}

/** The POST behind every heart and Remove button: saves or unsaves, then returns to `returnTo`. */
export function SavedAircraftForm({
  listingId,
  intent,
  returnTo,
  children,
}: {
  listingId: number;
  intent: "save" | "remove";
  returnTo: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={`/aircraft/${listingId}/save`} preventScrollReset data-keep-scroll>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {children}
    </Form>
  );
}
