/**
 * Counts the app keeps for the metrics (server/metrics.js reads them through the
 * lifecycle): emails sent and failed, rate-limit refusals, the alert sender's last round.
 */
export const operationFigures = {
  emailsSent: 0,
  emailsFailed: 0,
  rateLimitRefusals: 0,
  /** Seconds since the epoch at the end of the last alert round that ran to the end; 0: none yet. */
  alertsLastRoundAt: 0,
};
