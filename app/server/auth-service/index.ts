import { serviceContext, type AuthServiceOptions } from "./context";
import { AuthError, UNEXPECTED_FAILURE } from "./errors";
import { API_VERSION_2024, API_VERSION_HEADER, errorResponse } from "./http";
import { route } from "./router";

export type { AuthServiceOptions } from "./context";
export { generateSigningKey, loadSigningKey, type SigningKey } from "./signing-key";
export { signServiceRoleKey } from "./access-token";

/**
 * The embedded GoTrue-compatible auth service: a `fetch`-shaped function answering the
 * paths under /auth/v1 as Supabase Auth does (see design/auth-contract.md), so that the
 * Supabase client can be pointed at it in process.
 */
export function createAuthService(options: AuthServiceOptions): (request: Request) => Promise<Response> {
  const ctx = serviceContext(options);
  return async (request) => {
    const apiVersion = request.headers.get(API_VERSION_HEADER);
    let response: Response;
    try {
      response = await route(request)(ctx, request);
    } catch (error) {
      if (!(error instanceof AuthError)) console.error("Auth service failure:", error);
      response = errorResponse(error instanceof AuthError ? error : UNEXPECTED_FAILURE, apiVersion);
    }
    if (apiVersion === API_VERSION_2024) response.headers.set(API_VERSION_HEADER, API_VERSION_2024);
    return response;
  };
}
