import { createHash } from "node:crypto";
import { FoyerError } from "@foyer/core";
import { calculateJwkThumbprint, compactVerify, decodeProtectedHeader, importJWK } from "jose";
import type { Database } from "../../db/Database.ts";
import { nonces } from "../../db/schema.ts";

/**
 * How far a proof's `iat` may be from the server's clock, either way. Short, because a proof that leaks
 * before use must die fast; not shorter, because browsers' clocks drift. A used proof is dead at once
 * (its jti row lives exactly as long as the proof could still be accepted).
 */
export const FRAME_PROOF_WINDOW_MS = 120_000;

/** The public half of a frame device key, as the proof carries it (RFC 9449 `jwk` header). */
export interface DeviceJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
}

/** A verified proof: whose key signed it. */
export interface FrameProof {
  /** RFC 7638 SHA-256 thumbprint of the key (base64url). */
  thumbprint: string;
  jwk: DeviceJwk;
}

const COMPACT_JWS = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,256}$/;
const JTI = /^[A-Za-z0-9_-]{16,64}$/;
const B64URL_COORD = /^[A-Za-z0-9_-]{43}$/;

function refuse(why: string): never {
  throw new FoyerError("missing_or_invalid_token", `Share requests need a fresh proof from the wallet frame: ${why}.`, {
    details: { reason: "invalid_proof" },
  });
}

/** base64url SHA-256 of the access token: the proof's `ath`, which ties a proof to one token. */
export function accessTokenHash(accessToken: string): string {
  return createHash("sha256").update(accessToken).digest("base64url");
}

/**
 * Checks a DPoP-style proof (RFC 9449 shape: a compact JWS, `typ` dpop+jwt, ES256, the signer's public key
 * in `jwk`; claims `htm`, `htu`, `iat`, `jti`, `ath`) for one request, and spends its `jti` (a row in
 * `nonces`, purpose `frame_proof`, expiring when the proof would stop being fresh, so pruning drops it).
 * Whether the key may fetch a given wallet's shares is the caller's question (`WalletDevices`).
 */
export async function verifyFrameProof(input: {
  db: Database;
  now: () => number;
  appId: string;
  proof: string | undefined;
  method: string;
  /** The request's URL as the frame names it: the wallet origin (public) plus the path, no query. */
  url: string;
  accessToken: string;
}): Promise<FrameProof> {
  const { proof } = input;
  if (!proof || !COMPACT_JWS.test(proof)) refuse("missing or malformed DPoP header");
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    refuse("unreadable header");
  }
  const jwk = header.jwk as Record<string, unknown> | undefined;
  if (header.typ !== "dpop+jwt" || header.alg !== "ES256") refuse("wrong typ or alg");
  if (jwk?.kty !== "EC" || jwk.crv !== "P-256" || "d" in jwk) refuse("the key must be a public P-256 key");
  if (typeof jwk.x !== "string" || typeof jwk.y !== "string" || !B64URL_COORD.test(jwk.x) || !B64URL_COORD.test(jwk.y))
    refuse("the key must be a public P-256 key");
  const publicJwk: DeviceJwk = { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y };
  let claims: Record<string, unknown>;
  try {
    const key = await importJWK(publicJwk, "ES256");
    const { payload } = await compactVerify(proof, key, { algorithms: ["ES256"] });
    claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch {
    refuse("bad signature");
  }
  if (claims.htm !== input.method || claims.htu !== input.url) refuse("it names another request");
  const now = input.now();
  if (typeof claims.iat !== "number" || !Number.isFinite(claims.iat)) refuse("no iat");
  const issuedAt = claims.iat * 1000;
  if (Math.abs(now - issuedAt) > FRAME_PROOF_WINDOW_MS) refuse("it is not fresh");
  if (claims.ath !== accessTokenHash(input.accessToken)) refuse("it was made for another access token");
  if (typeof claims.jti !== "string" || !JTI.test(claims.jti)) refuse("no usable jti");
  const thumbprint = await calculateJwkThumbprint(publicJwk, "sha256");
  // Spent atomically: of two requests with one proof, exactly one inserts the row.
  const spent = await input.db
    .insert(nonces)
    .values({
      appId: input.appId,
      purpose: "frame_proof",
      value: `${thumbprint}.${claims.jti}`,
      payload: {},
      createdAt: new Date(now),
      expiresAt: new Date(issuedAt + FRAME_PROOF_WINDOW_MS),
      consumedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ value: nonces.value });
  if (spent.length === 0) refuse("it was already used");
  return { thumbprint, jwk: publicJwk };
}
