/** server/request-handler.js, for the TypeScript that tests it (Express's response, as far as writeInBatches uses it). */
export type StreamedResponse = {
  write(chunk: Uint8Array): boolean;
  flush?(): void;
  end(): unknown;
  destroy(error?: Error): unknown;
  once(event: "close" | "drain", listener: () => void): unknown;
  off(event: "close", listener: () => void): unknown;
};
export function writeInBatches(stream: ReadableStream<Uint8Array>, res: StreamedResponse): Promise<void>;
