import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { createClient } from "@supabase/supabase-js";
import { normalizeStoragePath } from "~/domain/listings/storage-paths";
import { env } from "./env.server";

/**
 * The one place files are kept: listing photos and documents. Local files under `DATA_DIR/storage`
 * by default; Supabase Storage's `listing-photos` bucket when SUPABASE_URL is set
 * (the bucket must exist and its policies must let the anon key read, upload and
 * remove). Both backends keep Supabase Storage's defaults (spec section 9).
 */
export const STORAGE_DEFAULTS = {
  list: { limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } },
  upload: { cacheControl: "3600", upsert: false },
} as const;

export const SUPABASE_PHOTO_BUCKET = "listing-photos";

export type ListOptions = { limit?: number; offset?: number; sortBy?: { column: "name"; order: "asc" | "desc" } };
export type UploadOptions = { contentType: string; cacheControl?: string; upsert?: boolean };

export interface FileStorage {
  /** Stores a file; without `upsert`, an existing path is an error rather than overwritten. */
  upload(path: string, body: Uint8Array, options: UploadOptions): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  download(path: string): Promise<ReadableStream<Uint8Array> | null>;
  /** The names of the files directly under `prefix`. */
  list(prefix: string, options?: ListOptions): Promise<string[]>;
  /** Removes files; a path that is already gone is no error. */
  remove(paths: string[]): Promise<void>;
}

export class StoragePathError extends Error {
  override name = "StoragePathError";
}

function checkedPath(raw: string): string {
  const normalized = normalizeStoragePath(raw);
  if (normalized === null) throw new StoragePathError(`Not a storage path: ${JSON.stringify(raw)}`);
  return normalized;
}

function listWindow(names: string[], options: ListOptions = {}): string[] {
  const { limit, offset, sortBy } = { ...STORAGE_DEFAULTS.list, ...options };
  const sorted = [...names].sort();
  if (sortBy.order === "desc") sorted.reverse();
  return sorted.slice(offset, offset + limit);
}

export function localStorage(root: string): FileStorage {
  const file = (storagePath: string) => path.join(root, checkedPath(storagePath));
  return {
    async upload(storagePath, body, options) {
      const target = file(storagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { flag: (options.upsert ?? STORAGE_DEFAULTS.upload.upsert) ? "w" : "wx" });
    },
    async download(storagePath) {
      const target = file(storagePath);
      const found = await stat(target).catch(() => null);
      if (!found?.isFile()) return null;
      return Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
    },
    async list(prefix, options) {
      const entries = await readdir(prefix.replaceAll("/", "") === "" ? root : file(prefix), { withFileTypes: true }).catch(() => []);
      return listWindow(
        entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
        options,
      );
    },
    async remove(paths) {
      await Promise.all(paths.map((storagePath) => rm(file(storagePath), { force: true })));
    },
  };
}

/** `fetch` stands in for the network in tests. */
export function supabaseStorage(url: string, key: string, options: { bucket?: string; fetch?: typeof fetch } = {}): FileStorage {
  const client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, ...(options.fetch ? { global: { fetch: options.fetch } } : {}) });
  const files = client.storage.from(options.bucket ?? SUPABASE_PHOTO_BUCKET);
  return {
    async upload(storagePath, body, options) {
      const { error } = await files.upload(checkedPath(storagePath), body, { ...STORAGE_DEFAULTS.upload, ...options });
      if (error) throw error;
    },
    async download(storagePath) {
      const { data, error } = await files.download(checkedPath(storagePath));
      if (error) {
        // Storage answers a missing object with 404, or with 400 "Object not found" in older versions.
        if (("status" in error && error.status === 404) || /not found/i.test(error.message)) return null;
        throw error;
      }
      return data.stream();
    },
    async list(prefix, options) {
      const { data, error } = await files.list(normalizeStoragePath(prefix) ?? "", { ...STORAGE_DEFAULTS.list, ...options });
      if (error) throw error;
      return data.filter((entry) => entry.id !== null).map((entry) => entry.name);
    },
    async remove(paths) {
      if (paths.length === 0) return;
      const { error } = await files.remove(paths.map(checkedPath));
      if (error) throw error;
    },
  };
}

let configured: FileStorage | undefined;

/** The storage the configuration names. */
export function fileStorage(): FileStorage {
  if (!configured) {
    const { supabase, dataDir } = env();
    configured = supabase ? supabaseStorage(supabase.url, supabase.anonKey) : localStorage(path.join(dataDir, "storage"));
  }
  return configured;
}
