/**
 * Fault drills against the built server, each printing its figures:
 * `npm run build && npm run drill -- <name>`.
 */
const DRILLS: Record<string, () => Promise<{ default: (args: string[]) => Promise<void> }>> = {
  corpus: () => import("./corpus"),
};

const [drill = "", ...args] = process.argv.slice(2);
const load = DRILLS[drill];
if (!load) {
  console.error(`Usage: npm run drill -- <${Object.keys(DRILLS).join(" | ")}>`);
  process.exit(2);
}
await (await load()).default(args);

export {};
