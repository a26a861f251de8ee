import { redirect } from "react-router";
import { signOutEverywhere } from "~/server/auth/accounts.server";
import { clearLocalSession, currentUser, supabaseFor } from "~/server/auth/session.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/logout";

// Signing out changes state, so it happens only through the Account menu's POST form.
export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  if (!currentUser(context)) return redirect("/");
  const signedOut = await signOutEverywhere(supabaseFor(context));
  if (!signedOut) await clearLocalSession(context);
  return redirectWithToast("/", { type: "success", message: "You have signed out." });
}
