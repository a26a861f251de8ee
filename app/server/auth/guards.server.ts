import { data, redirect, type RouterContextProvider } from "react-router";
import type { SignedInUser } from "~/domain/accounts/account";
import { signInHref } from "~/domain/redirect-target";
import { currentUser } from "./session.server";

/** The signed-in user; a visitor is sent to sign in and brought back here afterwards. */
/** `url` is the loader's or action's `url` argument: the page's address, without React Router's `.data` suffix. */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): SignedInUser {
  const user = currentUser(context);
  if (user) return user;
  throw redirect(signInHref(`${url.pathname}${url.search}`));
}

/**
 * A signed-in seller account. A buyer gets a 404, as for any seller page they have no
 * business on: the address exists, but not for them.
 */
export function requireSeller(context: Readonly<RouterContextProvider>, url: URL): SignedInUser {
  const user = requireUser(context, url);
  if (user.userType !== "seller") throw data(null, { status: 404 });
  return user;
}

/** Sign-in and registration pages are for visitors: a signed-in user goes to the dashboard. */
export function requireAnonymous(context: Readonly<RouterContextProvider>): void {
  if (currentUser(context)) throw redirect("/dashboard");
}

/**
 * A signed-in operator. Everyone else, visitors included, gets the site's ordinary 404:
 * the console does not say it exists to anyone who may not use it.
 */
export function requireOperator(context: Readonly<RouterContextProvider>): SignedInUser {
  const user = currentUser(context);
  if (!user?.isOperator) throw data(null, { status: 404 });
  return user;
}
