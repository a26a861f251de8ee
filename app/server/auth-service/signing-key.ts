import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

export const SIGNING_ALGORITHM = "ES256";

/** The ES256 key pair that signs access tokens; the public half is served as the JWKS. */
export type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as served at `/.well-known/jwks.json`. */
  publicJwk: JWK;
};

const KEY_FILE = "auth-signing-key.json";

/**
 * The signing key from `AUTH_SIGNING_KEY` (a private JWK as JSON) when given, else the
 * one kept in `<dataDir>/auth-signing-key.json`, made on first start. Pass `configured`
 * to use another value than the environment's, or null to use the file regardless.
 */
export async function loadSigningKey(
  dataDir: string,
  configured: string | null | undefined = process.env.AUTH_SIGNING_KEY,
): Promise<SigningKey> {
  if (configured?.trim()) return signingKeyFromJwk(parseJwk(configured, "AUTH_SIGNING_KEY"));
  const file = path.join(dataDir, KEY_FILE);
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (existing !== undefined) return signingKeyFromJwk(parseJwk(existing, file));
  const jwk = await generateSigningJwk();
  await mkdir(dataDir, { recursive: true });
  try {
    // "wx": when two processes start together, the first file written wins.
    await writeFile(file, `${JSON.stringify(jwk, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return signingKeyFromJwk(parseJwk(await readFile(file, "utf8"), file));
  }
  return signingKeyFromJwk(jwk);
}

/** A new private JWK (P-256) with its thumbprint as `kid`. */
export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: "sig" };
}

export async function generateSigningKey(): Promise<SigningKey> {
  return signingKeyFromJwk(await generateSigningJwk());
}

export async function signingKeyFromJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== "EC" || jwk.crv !== "P-256" || !jwk.d || !jwk.x || !jwk.y) {
    throw new Error("The auth signing key must be a private EC P-256 JWK (kty EC, crv P-256, with d, x and y)");
  }
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const { kty, crv, x, y } = jwk;
  const publicJwk: JWK = { kty, crv, x, y, kid, alg: SIGNING_ALGORITHM, use: "sig", key_ops: ["verify"] };
  const privateKey = await importJWK({ kty, crv, x, y, d: jwk.d }, SIGNING_ALGORITHM);
  const publicKey = await importJWK({ kty, crv, x, y }, SIGNING_ALGORITHM);
  if (!(privateKey instanceof CryptoKey) || !(publicKey instanceof CryptoKey)) {
    throw new Error("The auth signing key could not be imported");
  }
  return { kid, privateKey, publicKey, publicJwk };
}

function parseJwk(text: string, source: string): JWK {
  try {
    return JSON.parse(text) as JWK;
  } catch {
    throw new Error(`${source} is not valid JSON: it must hold a private EC P-256 JWK`);
  }
}
