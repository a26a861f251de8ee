/**
 * Counts the app keeps for the metrics (server/metrics.js reads them through the
 * lifecycle): emails sent and failed, rate-limit refusals, failed database queries, the
 * alert sender's last round and its lease.
 */
export const operationFigures = {
  emailsSent: 0,
  emailsFailed: 0,
  rateLimitRefusals: 0,
  /** Queries that failed, by cause (db/failed-queries.server.ts). */
  databaseQueryErrors: { unavailable: 0, statement: 0 },
  /** Seconds since the epoch at the end of the last alert round this process ran to the end holding the lease; 0: none yet. */
  alertsLastRoundAt: 0,
  /** Milliseconds since the epoch until which this process holds the alerts lease, by its own clock; 0: not held. */
  alertsLeaseHeldUntil: 0,
};
