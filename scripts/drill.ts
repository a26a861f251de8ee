/**
 * Fault drills against the built server, on loopback only, each bounded in time and
 * printing its figures (docs/operations-drills.md records them). `npm run build` first:
 *
 *   npm run drill -- postgres-restart   PostgreSQL restarted, idle and under light load
 *   npm run drill -- sigterm            SIGTERM with requests in flight
 *
 * A drill is a module in scripts/drills/ whose default export runs it: add the file and its line below.
 */
export {};

const drills: Record<string, () => Promise<{ default: () => Promise<void> }>> = {
  "postgres-restart": () => import("./drills/postgres-restart"),
  sigterm: () => import("./drills/sigterm"),
};

const requested = process.argv[2] ?? "";
const load = drills[requested];
if (!load) {
  console.error(`Usage: npm run drill -- <${Object.keys(drills).join(" | ")}>`);
  process.exit(2);
}
try {
  const drill = await load();
  await drill.default();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
