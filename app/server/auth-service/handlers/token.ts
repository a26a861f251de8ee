import type { ServiceContext } from "../context";
import { validationFailed } from "../errors";
import { passwordGrant } from "../grants/password";
import { pkceGrant } from "../grants/pkce";
import { refreshTokenGrant } from "../grants/refresh-token";
import { json, readJsonBody } from "../http";
import { sessionClient } from "../sessions";

const GRANTS = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
  pkce: pkceGrant,
} as const;

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(ctx: ServiceContext, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get("grant_type") ?? "";
  if (!Object.hasOwn(GRANTS, grantType)) throw validationFailed("unsupported_grant_type");
  const grant = GRANTS[grantType as keyof typeof GRANTS];
  return json(await grant(ctx, await readJsonBody(request), sessionClient(request)));
}
