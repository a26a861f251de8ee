/**
 * Loaded into the server under drill with `node --import`: every 250 ms it prints the
 * longest event-loop stall since the last line, for the drill to read from the log.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
setInterval(() => {
  process.stderr.write(`[event-loop] max ${(histogram.max / 1e6).toFixed(1)} ms\n`);
  histogram.reset();
}, 250).unref();
