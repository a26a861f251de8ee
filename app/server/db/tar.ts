import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const BLOCK = 512;

/**
 * Writes the files and folders of a ustar archive (as PGlite's dumpDataDir makes) under
 * `target`, one file at a time, stopping between files once `stopping()` is true.
 */
export async function unpackTar(archive: Buffer, target: string, stopping: () => boolean): Promise<void> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  let offset = 0;
  while (offset + BLOCK <= archive.length && archive[offset] !== 0 && !stopping()) {
    const header = archive.subarray(offset, offset + BLOCK);
    const prefix = field(header, 345, 155);
    // PGlite names its entries from the data directory's root ("/base/1/...").
    const name = [prefix, field(header, 0, 100)].filter(Boolean).join("/").replace(/^\/+/, "");
    const size = Number.parseInt(field(header, 124, 12) || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const destination = path.resolve(target, name);
    if (!destination.startsWith(path.resolve(target))) throw new Error(`The archive names a path outside its folder: ${name}`);
    offset += BLOCK;
    if (type === "5") await mkdir(destination, { recursive: true, mode: 0o700 });
    else if (type === "0" || type === "\0") {
      await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
      await writeFile(destination, archive.subarray(offset, offset + size), { mode: 0o600 });
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString("utf8").trim();
}
