import { type AuthError, badRequest } from "./errors";

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
/** The only API version GoTrue knows besides the initial one. */
export const API_VERSION_2024 = "2024-01-01";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * GoTrue's error body, and its code in the `x-sb-error-code` header: `{code, message}` for API version 2024-01-01 and later, else the
 * initial shape `{code: <status>, error_code, msg}`. A weak password adds `weak_password`.
 */
export function errorResponse(error: AuthError, apiVersion: string | null): Response {
  const weakPassword = error.weakPasswordReasons ? { weak_password: { reasons: error.weakPasswordReasons } } : {};
  const body =
    apiVersion === API_VERSION_2024
      ? { code: error.code, message: error.message, ...weakPassword }
      : { code: error.status, error_code: error.code, msg: error.message, ...weakPassword };
  // GoTrue names the error in a header too, whatever the API version, for proxies and logs.
  return json(body, { status: error.status, headers: { "x-sb-error-code": error.code } });
}

/** The request's JSON object body; an empty body reads as `{}`. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest("bad_json", `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest("bad_json", "Could not parse request body as JSON: expected an object");
  }
  return parsed as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === "string" ? value : "";
}

export function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1];
}
