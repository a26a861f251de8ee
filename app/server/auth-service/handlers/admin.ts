import { eq } from "drizzle-orm";
import { authUsers } from "../../db/auth-schema";
import { verifyAdminToken } from "../access-token";
import type { ServiceContext } from "../context";
import { notFound } from "../errors";
import { bearerToken, json } from "../http";
import { findUserById, loadUserJson } from "../users";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function adminFindUser(ctx: ServiceContext, request: Request, id: string) {
  await verifyAdminToken(ctx, bearerToken(request));
  const user = UUID.test(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

/** GET /admin/users/{id} with the service-role key: the user. */
export async function getUserById(ctx: ServiceContext, request: Request, id: string): Promise<Response> {
  return json(await loadUserJson(ctx.db, await adminFindUser(ctx, request, id)));
}

/**
 * DELETE /admin/users/{id} with the service-role key (auth-js `auth.admin.deleteUser`,
 * which reads the user first): the user goes with its identities, sessions, refresh
 * tokens and links, and GoTrue answers `{}`. Its address can sign up again as a new user.
 */
export async function deleteUser(ctx: ServiceContext, request: Request, id: string): Promise<Response> {
  const user = await adminFindUser(ctx, request, id);
  await ctx.db.delete(authUsers).where(eq(authUsers.id, user.id));
  return json({});
}
