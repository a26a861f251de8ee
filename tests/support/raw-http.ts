import { connect } from "node:net";

export type RawResponse = { status: number; head: string; headers: Map<string, string[]> };

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads the status line and
 * headers that come back: for what fetch refuses to send (a bad Host, no Host, a raw
 * method). Resolves with status 0 when the server closes the connection unanswered.
 * `halfClose` ends the sending side after the bytes, as a client that gave up mid-body.
 */
export function rawRequest(
  port: number,
  bytes: string | Buffer,
  { timeoutMs = 10_000, halfClose = false }: { timeoutMs?: number; halfClose?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseHead(finalAnswer(chunks)));
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (finalAnswer(chunks).includes("\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
    if (halfClose) socket.end(bytes);
    else socket.write(bytes);
  });
}

/** What came back, past any interim answers (100 Continue). */
function finalAnswer(chunks: Buffer[]): string {
  return Buffer.concat(chunks)
    .toString("latin1")
    .replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, "");
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
