import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const BLOCK = 512;

export type TarEntry = { name: string; type: "file" | "directory"; data: Buffer };

/**
 * The files and folders of a ustar archive (as PGlite's dumpDataDir makes, and backups),
 * named from the archive's root without a leading slash ("/base/1/..." is "base/1/...").
 */
export function* tarEntries(archive: Buffer): Generator<TarEntry> {
  let offset = 0;
  while (offset + BLOCK <= archive.length && archive[offset] !== 0) {
    const header = archive.subarray(offset, offset + BLOCK);
    const prefix = field(header, 345, 155);
    const name = [prefix, field(header, 0, 100)].filter(Boolean).join("/").replace(/^\/+/, "");
    const size = Number.parseInt(field(header, 124, 12) || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    offset += BLOCK;
    if (type === "5") yield { name, type: "directory", data: Buffer.alloc(0) };
    else if (type === "0" || type === "\0") yield { name, type: "file", data: archive.subarray(offset, offset + size) };
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}

/**
 * Writes the files and folders of a ustar archive under `target`, one file at a time,
 * stopping between files once `stopping()` is true.
 */
export async function unpackTar(archive: Buffer, target: string, stopping: () => boolean): Promise<void> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  const root = path.resolve(target);
  for (const entry of tarEntries(archive)) {
    if (stopping()) return;
    const destination = path.resolve(root, entry.name);
    if (destination !== root && !destination.startsWith(`${root}${path.sep}`)) throw new Error(`The archive names a path outside its folder: ${entry.name}`);
    if (entry.type === "directory") await mkdir(destination, { recursive: true, mode: 0o700 });
    else {
      await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
      await writeFile(destination, entry.data, { mode: 0o600 });
    }
  }
}

/** One entry of a ustar archive: its header, then its data padded to whole blocks. */
export function tarRecord(name: string, entry: { type: "file" | "directory"; data?: Uint8Array; modifiedAt?: Date }): Buffer[] {
  const data = entry.data ?? new Uint8Array(0);
  const header = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(entry.type === "directory" ? `${name.replace(/\/$/, "")}/` : name);
  header.write(base, 0, 100, "utf8");
  writeOctal(header, 100, 8, entry.type === "directory" ? 0o700 : 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, data.length);
  writeOctal(header, 136, 12, Math.floor((entry.modifiedAt ?? new Date()).getTime() / 1000));
  header.fill(" ", 148, 156);
  header.write(entry.type === "directory" ? "5" : "0", 156, 1, "ascii");
  header.write("ustar\u000000", 257, 8, "ascii");
  header.write(prefix, 345, 155, "utf8");
  writeOctal(header, 148, 7, header.reduce((sum, byte) => sum + byte, 0));
  const padding = Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK);
  return [header, Buffer.from(data.buffer, data.byteOffset, data.length), padding];
}

/** The two empty blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/** ustar keeps names of up to 100 bytes, plus a prefix of up to 155 cut at a slash. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let cut = name.indexOf("/"); cut !== -1; cut = name.indexOf("/", cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest !== "") return [prefix, rest];
  }
  throw new Error(`A name too long for the archive: ${name}`);
}

function writeOctal(header: Buffer, start: number, length: number, value: number) {
  header.write(`${value.toString(8).padStart(length - 1, "0")}\0`, start, length, "ascii");
}

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString("utf8").trim();
}
