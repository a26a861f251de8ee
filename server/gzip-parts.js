/**
 * A stored page's gzip, compressed once when the page is kept, though each visitor's copy
 * carries a nonce of its own (server/page-cache.js). Compressing each answer again cost a
 * cached page ~2.3 ms of CPU (160 KB, brotli or gzip): more than everything else a hit does.
 *
 * The page is kept split on its nonce; each part is compressed here as raw deflate ending in
 * a sync flush (so it ends on a byte boundary, not as the last block), and a visitor's gzip is
 * the gzip header, the parts with the nonce between them as a stored block, an empty last
 * block, and the trailer (CRC-32 and length of the whole page, nonce included). Each part is
 * compressed with what precedes it as its dictionary, so it may refer back across the split,
 * with the nonce's place filled with 0xFF bytes: no UTF-8 text holds such a byte, so no
 * reference can reach into the place where each visitor's nonce differs.
 */
import { crc32, deflateRawSync, constants as zlib } from "node:zlib";

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed Huffman codes: BFINAL 1, BTYPE 01, end-of-block.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const WINDOW = 32 * 1024;

/**
 * @param {Buffer[]} parts the page split on its nonce
 * @param {number} nonceLength the nonce's length in bytes (each visitor's is as long)
 * @returns {Buffer[]} each part as raw deflate, ending on a byte boundary
 */
export function compressParts(parts, nonceLength) {
  const placeholder = Buffer.alloc(nonceLength, 0xff);
  /** @type {Buffer[]} */
  const compressed = [];
  /** @type {Buffer[]} */
  let before = [];
  for (const [index, part] of parts.entries()) {
    const dictionary = index === 0 ? undefined : Buffer.concat(before).subarray(-WINDOW);
    compressed.push(deflateRawSync(part, { finishFlush: zlib.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) }));
    before = [Buffer.concat([...before, part, placeholder]).subarray(-WINDOW)];
  }
  return compressed;
}

/**
 * The gzip of the page with `nonce` between its parts, as buffers to write in order.
 *
 * @param {Buffer[]} parts the page's parts, uncompressed
 * @param {Buffer[]} compressed compressParts(parts, nonce.byteLength)
 * @param {Buffer} nonce
 */
export function gzipWithNonce(parts, compressed, nonce) {
  const storedNonce = Buffer.alloc(5 + nonce.byteLength);
  // A stored block: BFINAL 0, BTYPE 00 (the previous block ended on a byte boundary), LEN, NLEN.
  storedNonce.writeUInt16LE(nonce.byteLength, 1);
  storedNonce.writeUInt16LE(~nonce.byteLength & 0xffff, 3);
  nonce.copy(storedNonce, 5);
  /** @type {Buffer[]} */
  const pieces = [HEADER];
  let checksum = 0;
  let length = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      pieces.push(storedNonce);
      checksum = crc32(nonce, checksum);
      length += nonce.byteLength;
    }
    pieces.push(/** @type {Buffer} */ (compressed[index]));
    checksum = crc32(part, checksum);
    length += part.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return pieces;
}
