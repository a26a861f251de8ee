import http from "node:http";

export type BurstReply = { status: number | undefined; body: string } | { error: string };

/**
 * Sends one GET per URL, each on a connection of its own, all at once. Resolves once every
 * request has been handed to the operating system, with the replies still to come.
 */
export async function sendAtOnce(urls: string[]): Promise<Promise<BurstReply>[]> {
  const sent: Promise<void>[] = [];
  const replies = urls.map(
    (url) =>
      new Promise<BurstReply>((resolve) => {
        const request = http.get(url, { agent: false }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode, body }));
          response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
        });
        request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
        sent.push(new Promise((resolveSent) => request.on("finish", resolveSent)));
      }),
  );
  await Promise.all(sent);
  return replies;
}
