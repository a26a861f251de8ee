/**
 * Fault drills against the built server, on loopback only, each bounded in time and
 * printing its figures (docs/operations-drills.md records them). `npm run build` first:
 *
 *   npm run drill -- postgres-restart   PostgreSQL restarted, idle and under light load
 *   npm run drill -- sigterm            SIGTERM with requests in flight
 *   npm run drill -- corpus             hundreds of malformed requests: no answer >= 500
 *   npm run drill -- forgot-password-timing   recovery requests for known and unknown addresses
 *   npm run drill -- uploads            an upload storm: acknowledged photos served, /catalog p95, peak RSS
 *   npm run drill -- backup-restore     a backup under write load, restored: acknowledged writes missing (0), backup time
 *   npm run drill -- first-start        a first start on a fresh data directory: time to the first 200
 *
 * A drill is a module in scripts/drills/ whose default export runs it: add the file and its line below.
 */
export {};

const drills: Record<string, () => Promise<{ default: (args: string[]) => Promise<void> }>> = {
  "postgres-restart": () => import("./drills/postgres-restart"),
  sigterm: () => import("./drills/sigterm"),
  corpus: () => import("./drills/corpus"),
  "forgot-password-timing": () => import("./drills/forgot-password-timing"),
  uploads: () => import("./drills/uploads"),
  "backup-restore": () => import("./drills/backup-restore"),
  "first-start": () => import("./drills/first-start"),
};

const [requested = "", ...args] = process.argv.slice(2);
const load = drills[requested];
if (!load) {
  console.error(`Usage: npm run drill -- <${Object.keys(drills).join(" | ")}>`);
  process.exit(2);
}
try {
  const drill = await load();
  await drill.default(args);
  // A drill that found a fault set process.exitCode.
  process.exit();
} catch (error) {
  console.error(error);
  process.exit(1);
}
