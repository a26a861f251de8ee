/**
 * A TCP proxy in front of a PostgreSQL server that a test turns into each kind of outage:
 * forwarding, answering every new connection with a FATAL error as PostgreSQL does (57P03
 * "not accepting connections", 42501 "permission denied for database"), or refusing
 * connections (nothing listens). `cut()` ends every connection it forwards, as a restart does.
 */
import net from "node:net";

export type ProxyMode = { kind: "forward" } | { kind: "fatal"; code: string; message: string } | { kind: "refuse" };

export type PostgresProxy = { port: number; set(mode: ProxyMode): Promise<void>; cut(): void; close(): Promise<void> };

/** A backend ErrorResponse message: severity, code and message fields. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.concat([["S", "FATAL"], ["V", "FATAL"], ["C", code], ["M", message]].map(([type, value]) => Buffer.from(`${type}${value}\0`)).concat(Buffer.from("\0")));
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

export async function startPostgresProxy(target: { host: string; port: number }): Promise<PostgresProxy> {
  let mode: ProxyMode = { kind: "forward" };
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.once("close", () => open.delete(client));
    client.on("error", () => undefined);
    if (mode.kind === "fatal") {
      const { code, message } = mode;
      client.once("data", () => client.end(errorResponse(code, message)));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.once("close", () => open.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const listen = () => new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const cut = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    async set(next) {
      if (next.kind === "refuse" && server.listening) await Promise.all([stopListening(), Promise.resolve(cut())]);
      if (next.kind !== "refuse" && !server.listening) await listen();
      mode = next;
    },
    cut,
    async close() {
      cut();
      if (server.listening) await stopListening();
    },
  };
}
