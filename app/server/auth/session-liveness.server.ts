import { isAuthApiError, isAuthSessionMissingError, type SupabaseClient } from "@supabase/supabase-js";

/**
 * How long the auth server's word that a session is still open is trusted. `getClaims()`
 * checks an access token's signature locally, so a session ended elsewhere (sign-out
 * everywhere, a new password) would otherwise go on working until its access token
 * expires, up to an hour later.
 */
export const SESSION_RECHECK_MS = 5_000;

/** Far more sessions than one process serves within a recheck; the least recently checked go first. */
const MAX_REMEMBERED_SESSIONS = 10_000;

type Liveness = "open" | "ended" | "unknown";
type Answer = { askedAt: number; liveness: Promise<Liveness> };

/**
 * Asks the auth server whether a session is still open, at most once per `recheckMs` for
 * each session in this process; requests arriving while it is being asked share the answer.
 * It asks with `getUser()`, which GoTrue (hosted or embedded) answers with 403
 * `session_not_found` once the session is gone. When the auth server cannot answer within
 * AUTH_ANSWER_TIMEOUT_MS, the signature check stands alone until the next recheck, so an
 * auth outage neither signs everybody out nor makes every signed-in page wait on it.
 */
export function sessionLivenessCheck({ recheckMs = SESSION_RECHECK_MS, maxSessions = MAX_REMEMBERED_SESSIONS, now = () => Date.now() } = {}) {
  const answers = new Map<string, Answer>();

  return async function sessionIsOpen(supabase: SupabaseClient, sessionId: string): Promise<boolean> {
    let answer = answers.get(sessionId);
    if (!answer || now() - answer.askedAt >= recheckMs) {
      const asked: Answer = { askedAt: now(), liveness: askAuthServer(supabase) };
      answers.delete(sessionId);
      answers.set(sessionId, asked);
      if (answers.size > maxSessions) answers.delete(answers.keys().next().value as string);
      answer = asked;
    }
    return (await answer.liveness) !== "ended";
  };
}

/** The check the session middleware makes, shared by every request of this process. */
export const sessionIsOpen = sessionLivenessCheck();

/** How long a page waits for the auth server's word before trusting the signature alone. */
const AUTH_ANSWER_TIMEOUT_MS = 2_000;

async function askAuthServer(supabase: SupabaseClient): Promise<Liveness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), AUTH_ANSWER_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([supabase.auth.getUser(), timeout]);
    if (answer === "timeout") {
      console.error(`Could not confirm the session with the auth server: no answer within ${AUTH_ANSWER_TIMEOUT_MS} ms`);
      return "unknown";
    }
    const { data, error } = answer;
    if (data.user) return "open";
    // 403 session_not_found arrives as AuthSessionMissingError; user_not_found and bad_jwt as 401/403.
    if (isAuthSessionMissingError(error) || (isAuthApiError(error) && (error.status === 401 || error.status === 403))) return "ended";
    console.error("Could not confirm the session with the auth server:", error);
  } catch (error) {
    console.error("Could not confirm the session with the auth server:", error);
  } finally {
    clearTimeout(timer);
  }
  return "unknown";
}
