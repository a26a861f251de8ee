/** server/page-cache.js, for the TypeScript that tests it (Express's request and response, as far as it uses them). */
export type CacheRequest = {
  method: string;
  path: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
  fresh: boolean;
  acceptsEncodings(encoding: string): string | false;
};
export type CacheResponse = {
  setHeader(name: string, value: string): unknown;
  append(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
  status(code: number): unknown;
  write(chunk: Buffer): unknown;
  cork(): unknown;
  uncork(): unknown;
  end(body?: Buffer): unknown;
};

export type PageCache = {
  keyOf(req: CacheRequest, origin: string): string | null;
  version(): Promise<string | null>;
  answer(req: CacheRequest, res: CacheResponse, key: string, version: string): boolean;
  store(key: string, version: string, response: Response, copy: { body: Buffer; etag: string }): void;
};

export function createPageCache(options: {
  inventoryVersion: () => Promise<string | null>;
  onReuse?: (req: CacheRequest) => void;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): PageCache;
