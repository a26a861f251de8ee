import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import { createClient } from "@supabase/supabase-js";
import { normalizeStoragePath } from "~/domain/listings/storage-paths";
import { FileStorageUnavailableError, isNetworkFailure } from "./database-outage.server";
import { env, type S3Settings } from "./env.server";

/**
 * The one place files are kept: listing photos and documents. Local files under `DATA_DIR/storage`
 * by default; an S3-compatible bucket when the STORAGE_S3_* settings are given (the
 * bucket must exist; the key must read, write, list and delete in it); otherwise
 * Supabase Storage's `listing-photos` bucket when SUPABASE_URL is set (the bucket must
 * exist and its policies must let the anon key read, upload and remove). Every backend
 * keeps Supabase Storage's path rules and defaults (spec section 9).
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
/** A failure that says the storage server was not reached or failed itself (5xx), not that the request was wrong. */
function unreachable(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 500) return true;
  // supabase-js answers a fetch that failed with a StorageUnknownError around it.
  return error.name === "StorageUnknownError" && isNetworkFailure((error as { originalError?: unknown }).originalError);
}

/** A remote backend whose outages are told apart from a wrong request: FileStorageUnavailableError, the rest as they were. */
function reportingOutages(storage: FileStorage): FileStorage {
  const guard = async <T>(attempt: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      if (unreachable(error)) throw new FileStorageUnavailableError("The file storage could not be reached", { cause: error });
      throw error;
    }
  };
  return {
    upload: (storagePath, body, options) => guard(() => storage.upload(storagePath, body, options)),
    download: (storagePath) => guard(() => storage.download(storagePath)),
    list: (prefix, options) => guard(() => storage.list(prefix, options)),
    remove: (paths) => guard(() => storage.remove(paths)),
  };
}

export function supabaseStorage(url: string, key: string, options: { bucket?: string; fetch?: typeof fetch } = {}): FileStorage {
  const client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, ...(options.fetch ? { global: { fetch: options.fetch } } : {}) });
  const files = client.storage.from(options.bucket ?? SUPABASE_PHOTO_BUCKET);
  return reportingOutages({
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
  });
}

/**
 * Objects keyed by their storage path. Checksums only where S3 requires them: stores
 * other than AWS (s3rver, older MinIO) refuse the SDK's default streaming checksums.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  // The SDK takes a sixth of a second to load: only servers that keep files in S3 pay for it, at their first file.
  let loaded: Promise<{ S3: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((S3) => ({
      S3,
      client: new S3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = settings.bucket;
  const missing = (S3: typeof S3Sdk, error: unknown) => error instanceof S3.S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
  return reportingOutages({
    async upload(storagePath, body, options) {
      const Key = checkedPath(storagePath);
      const { S3, client } = await s3();
      const upsert = options.upsert ?? STORAGE_DEFAULTS.upload.upsert;
      // If-None-Match closes the race where the store supports it; the check answers on those that ignore it.
      if (!upsert && (await client.send(new S3.HeadObjectCommand({ Bucket, Key })).then(() => true, (error: unknown) => (missing(S3, error) ? false : Promise.reject(error))))) {
        throw new Error(`The resource already exists: ${Key}`);
      }
      const CacheControl = `max-age=${options.cacheControl ?? STORAGE_DEFAULTS.upload.cacheControl}`;
      await client.send(new S3.PutObjectCommand({ Bucket, Key, Body: body, ContentType: options.contentType, CacheControl, ...(upsert ? {} : { IfNoneMatch: "*" }) }));
    },
    async download(storagePath) {
      const { S3, client } = await s3();
      try {
        const object = await client.send(new S3.GetObjectCommand({ Bucket, Key: checkedPath(storagePath) }));
        return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (missing(S3, error)) return null;
        throw error;
      }
    },
    async list(prefix, options) {
      const folder = normalizeStoragePath(prefix);
      const Prefix = folder === null ? "" : `${folder}/`;
      const { S3, client } = await s3();
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new S3.ListObjectsV2Command({ Bucket, Prefix, Delimiter: "/", ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(Prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listWindow(names, options);
    },
    async remove(paths) {
      const keys = paths.map(checkedPath);
      const { S3, client } = await s3();
      await Promise.all(keys.map((Key) => client.send(new S3.DeleteObjectCommand({ Bucket, Key }))));
    },
  });
}

const BUCKET_CHECK_TIMEOUT_MS = 5_000;

/**
 * Why the configured S3 bucket cannot be used, in one line, or undefined when it answers
 * (HeadBucket: it exists and the key may read it); nothing to check for the other drivers.
 * At start, so a missing bucket or a wrong secret stops the server rather than the first upload.
 */
export async function s3BucketProblem(): Promise<string | undefined> {
  const { s3: settings } = env();
  if (!settings) return undefined;
  const S3 = await import("@aws-sdk/client-s3");
  const client = new S3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 1,
  });
  const where = `the S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`;
  try {
    await client.send(new S3.HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(BUCKET_CHECK_TIMEOUT_MS) });
    return undefined;
  } catch (error) {
    const status = error instanceof S3.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404) return `${where} does not exist`;
    if (status === 403 || status === 400) return `${where} refuses STORAGE_S3_ACCESS_KEY_ID's requests (HTTP ${status}): a wrong key or secret, or a key with no right to the bucket`;
    if (status !== undefined) return `${where} answered HTTP ${status}`;
    const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? (error.name === "TimeoutError" ? `no answer within ${BUCKET_CHECK_TIMEOUT_MS} ms` : error.message)) : String(error);
    return `${where} cannot be reached (${reason})`;
  } finally {
    client.destroy();
  }
}

let configured: FileStorage | undefined;

/** The storage the configuration names. */
export function fileStorage(): FileStorage {
  if (!configured) {
    const { s3, supabase, dataDir } = env();
    if (s3) configured = s3Storage(s3);
    else if (supabase) configured = supabaseStorage(supabase.url, supabase.anonKey);
    else configured = localStorage(path.join(dataDir, "storage"));
  }
  return configured;
}

/** The folder of the local driver (DATA_DIR/storage), or undefined when the photos are kept elsewhere (backups copy this folder). */
export function localStorageRoot(): string | undefined {
  const { s3, supabase, dataDir } = env();
  return s3 || supabase ? undefined : path.join(dataDir, "storage");
}
