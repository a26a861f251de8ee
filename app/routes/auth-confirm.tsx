import { data, Link } from "react-router";
import { z } from "~/domain/zod";
import { AuthCard } from "~/components/auth-card";
import { LinkButton } from "~/components/ui/button";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { savedSearchMessage } from "~/domain/alerts/saved-search";
import { confirmEmailChange, verifyEmailLink } from "~/server/auth/accounts.server";
import { currentUser, supabaseFor } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { claimPendingSearch } from "~/server/alerts/pending-saved-search.server";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { recordEmail } from "~/server/accounts/account-settings.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/auth-confirm";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your email · AeroMarket" }, { name: "robots", content: "noindex" }];

const emailLinkSchema = z.object({
  token_hash: z.string().min(1),
  type: z.enum(["signup", "email", "recovery", "email_change"]),
  next: z.string().optional(),
});

const INCOMPLETE_LINK = "This link is incomplete. Please open the link from your email again, or request a new one.";

type LinkPage = { outcome: "refused" | "waiting" | "changed"; message: string };

/** The link in a confirmation or recovery email: it signs the person in and sends them on. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const link = emailLinkSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!link.success) return data<LinkPage>({ outcome: "refused", message: INCOMPLETE_LINK }, { status: 400 });
  const { token_hash: tokenHash, type, next } = link.data;
  if (type === "email_change") return openEmailChangeLink(request, context, tokenHash, next);
  const result = await verifyEmailLink(supabaseFor(context), { tokenHash, type });
  if (!result.ok) return data<LinkPage>({ outcome: "refused", message: result.message }, { status: 403 });
  const db = await database();
  const roles = await ensureProfile(db, result.value);
  if (type === "recovery") {
    return redirectWithToast(safeRedirectTarget(next, "/reset-password"), { type: "success", message: "Choose a new password for your account." });
  }
  const account = { id: result.value.id, userType: roles.userType };
  const { saved, headers } = await claimPendingSearch(request, db, account);
  const welcome = "Your email is confirmed. Welcome to AeroMarket!";
  return redirectWithToast(
    safeRedirectTarget(saved ? saved.returnTo : next, "/dashboard"),
    { type: "success", message: saved ? `${welcome} ${savedSearchMessage(saved.name, saved.frequency)}` : welcome },
    { headers },
  );
}

/**
 * One of the two links of an email change. Opening it signs no one in; the last of the two
 * changes the address, and a visitor already signed in to that account sees it at once.
 */
async function openEmailChangeLink(request: Request, context: Route.LoaderArgs["context"], tokenHash: string, next: string | undefined) {
  const result = await confirmEmailChange(request, tokenHash);
  if (!result.ok) return data<LinkPage>({ outcome: "refused", message: result.message }, { status: 403 });
  const changed = result.value;
  if (!changed) {
    return data<LinkPage>({
      outcome: "waiting",
      message: "This link is confirmed. Now open the link we sent to your other address: your email changes once both are opened.",
    });
  }
  const email = changed.email ?? "";
  await recordEmail(await database(), changed.id, email);
  if (currentUser(context)?.id === changed.id) {
    // A fresh access token carries the new address, so the pages show it at once.
    await supabaseFor(context).auth.refreshSession();
    return redirectWithToast(safeRedirectTarget(next, "/settings"), { type: "success", message: `You now sign in with ${email}.` });
  }
  return data<LinkPage>({ outcome: "changed", message: `Your email address is now ${email}. Sign in with it from now on.` });
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.outcome !== "refused") {
    return (
      <AuthCard title={loaderData.outcome === "waiting" ? "One more link to open" : "Your email address has changed"} description={loaderData.message}>
        <LinkButton to="/login">Sign in</LinkButton>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="We couldn't use this link" description={loaderData.message}>
      <p className="text-sm leading-6 text-ink-soft">
        Email links work once and expire: confirmation links after 24 hours, password reset links after an hour. If you already
        confirmed your email, sign in. To choose a new password, ask for a fresh link.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <LinkButton to="/login">Sign in</LinkButton>
        <LinkButton to="/forgot-password" variant="outline">
          Reset password
        </LinkButton>
      </div>
      <p className="mt-6 text-center text-sm text-ink-soft">
        Need help?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
          Contact us
        </Link>
      </p>
    </AuthCard>
  );
}
