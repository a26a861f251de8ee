import { connect } from "node:net";

export type RawResponse = { status: number; head: string; headers: Map<string, string[]> };

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads the status line and
 * headers that come back: for what fetch refuses to send (a bad Host, no Host, a raw
 * method). Resolves with status 0 when the server closes the connection unanswered.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseHead(Buffer.concat(chunks).toString("latin1")));
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).includes("\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
    socket.write(bytes);
  });
}

function parseHead(text: string): RawResponse {
  const head = text.split("\r\n\r\n")[0] ?? "";
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), head, headers };
}
