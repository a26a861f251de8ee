/**
 * A production server's output read as its log: every line must be one JSON object
 * (README, Logs); each gives its message. A line that is not JSON fails the test that reads it.
 */
export type LogLine = { level: number; time: string; msg: string };

export function logLines(output: string): LogLine[] {
  return output
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const parsed = JSON.parse(line) as LogLine;
      if (typeof parsed.msg !== "string" || typeof parsed.level !== "number") throw new Error(`Not a log line: ${line}`);
      return parsed;
    });
}

/** The messages of the output's log lines, in order. */
export function logMessages(output: string): string[] {
  return logLines(output).map((line) => line.msg);
}
