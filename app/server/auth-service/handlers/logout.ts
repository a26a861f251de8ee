import { authenticate } from "../authenticate";
import type { ServiceContext } from "../context";
import { validationFailed } from "../errors";
import { endSessions, type LogoutScope } from "../sessions";

const SCOPES: readonly string[] = ["global", "local", "others"] satisfies LogoutScope[];

/** POST /logout?scope=global|local|others (default global): 204, no body. */
export async function logout(ctx: ServiceContext, request: Request): Promise<Response> {
  const scope = new URL(request.url).searchParams.get("scope") || "global";
  if (!SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { user, session } = await authenticate(ctx, request);
  await endSessions(ctx.db, user.id, session?.id, scope as LogoutScope);
  return new Response(null, { status: 204 });
}
