import { startBuiltServer } from "../../support/built-server";

export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * The built app for journeys: embedded defaults unless `env` says otherwise, reached at
 * http://localhost:{port}, which is also its SITE_URL. The proxy on loopback is trusted
 * so that each test can speak from its own client address (X-Forwarded-For) and keep
 * its own rate-limit counters.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startBuiltServer({
    env: ({ port }) => ({ TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}`, ...env }),
  });
  return { baseUrl: `http://localhost:${server.port}`, dataDir: server.dataDir, stop: server.remove };
}
