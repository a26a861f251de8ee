import { data, redirect, type RouterContextProvider } from "react-router";
import type { SignedInUser } from "~/domain/accounts/account";
import { type SignInOffer, signInHref } from "~/domain/redirect-target";
import { currentUser } from "./session.server";

/** The signed-in user; a visitor is sent to sign in and brought back here afterwards. */
/** `url` is the loader's or action's `url` argument: the page's address, without React Router's `.data` suffix. */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): SignedInUser {
  const user = currentUser(context);
  if (user) return user;
  throw redirect(signInHref(`${url.pathname}${url.search}`));
}

/**
 * The signed-in user of a page that exists for only two people (a deal room): anyone
 * else, a visitor included, gets the ordinary 404, so the address says nothing of what it
 * holds. The visitor's 404 offers to sign in and come back, as for any such address.
 */
export function requireUserOr404(context: Readonly<RouterContextProvider>, url: URL): SignedInUser {
  const user = currentUser(context);
  if (user) return user;
  throw data({ signIn: signInHref(`${url.pathname}${url.search}`) } satisfies SignInOffer, { status: 404 });
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
