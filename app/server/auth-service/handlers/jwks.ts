import type { ServiceContext } from "../context";
import { json } from "../http";

/** GET /.well-known/jwks.json: the public key that verifies access tokens. */
export function jwks(ctx: ServiceContext): Response {
  return json({ keys: [ctx.signingKey.publicJwk] }, { headers: { "Cache-Control": "public, max-age=600" } });
}
