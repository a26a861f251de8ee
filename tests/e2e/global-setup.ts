import { startServer } from "./support/app-server";
import { startOperatorServer } from "./support/operator-server";
import { SHORT_SESSION_SECONDS } from "./support/short-session";

/**
 * Three servers: the one every journey uses; one whose access tokens live only
 * SHORT_SESSION_SECONDS, for the journey that proves the server refreshes sessions; and
 * one with operators, which the operator journeys share (support/operator-server.ts).
 */
export default async function globalSetup() {
  const [main, shortSession, operators] = await Promise.all([
    // A support inbox, as the README asks of a real site: contact messages and inquiries to sample listings are emailed there.
    startServer({ AUTH_JWT_EXPIRY: "3600", SUPPORT_EMAIL: "support@aeromarket.test" }),
    startServer({ AUTH_JWT_EXPIRY: String(SHORT_SESSION_SECONDS) }),
    startOperatorServer(),
  ]);
  process.env.E2E_BASE_URL = main.baseUrl;
  process.env.E2E_DATA_DIR = main.dataDir;
  process.env.E2E_SHORT_SESSION_BASE_URL = shortSession.baseUrl;
  process.env.E2E_SHORT_SESSION_DATA_DIR = shortSession.dataDir;
  process.env.E2E_OPERATOR_BASE_URL = operators.baseUrl;
  process.env.E2E_OPERATOR_DATA_DIR = operators.dataDir;
  return async () => {
    await Promise.all([main.stop(), shortSession.stop(), operators.stop()]);
  };
}
