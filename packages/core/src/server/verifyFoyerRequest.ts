import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { ACCESS_TOKEN_COOKIE } from "../constants.ts";

export interface FoyerVerifyOptions {
  appId: string;
  /** Base URL of the Foyer server as your server reaches it, e.g. https://auth.example.com. */
  serverUrl: string;
  /** Expected `iss`. Default: `<serverUrl>/api/v1/apps/<appId>` (the server's FOYER_PUBLIC_URL must match). */
  issuer?: string;
  /** The app's key set; create it once (createFoyerJwks) so keys are fetched once, not per request. */
  jwks?: JWTVerifyGetKey;
}

/** The signed-in user of a request. */
export interface FoyerRequestSession {
  userId: string;
  sessionId: string;
  /** Every claim of the verified access token. */
  claims: JWTPayload;
}

/** What carries the request's headers: a Request (route handler, middleware), or Headers (`await headers()`). */
export type FoyerRequestLike = Request | Headers | { headers: Headers };

/**
 * The app's JWKS (`/api/v1/apps/{appId}/jwks.json`), fetched on first use and cached by jose.
 *
 * @example
 * const jwks = createFoyerJwks({ appId: "my-app", serverUrl: "https://auth.example.com" });
 */
export function createFoyerJwks(options: Pick<FoyerVerifyOptions, "appId" | "serverUrl">): JWTVerifyGetKey {
  const base = options.serverUrl.replace(/\/+$/, "");
  return createRemoteJWKSet(new URL(`${base}/api/v1/apps/${encodeURIComponent(options.appId)}/jwks.json`));
}

/**
 * Reads the signed-in user of a request on your server: the `Authorization: Bearer` access token, else the
 * httpOnly `foyer-token` cookie of cookie sessions. Verifies signature, issuer, audience (the app) and
 * expiry; answers null when there is no valid token. Stateless: a session revoked less than an hour ago
 * still verifies until its token expires (ask `/api/v1/users/me` when that matters).
 *
 * @example
 * // Next.js server component
 * const session = await verifyFoyerRequest(await headers(), { appId: "my-app", serverUrl, jwks });
 */
export async function verifyFoyerRequest(
  request: FoyerRequestLike,
  options: FoyerVerifyOptions,
): Promise<FoyerRequestSession | null> {
  const headers = request instanceof Headers ? request : request.headers;
  const token = bearerToken(headers.get("authorization")) ?? cookieValue(headers.get("cookie"), ACCESS_TOKEN_COOKIE);
  if (!token) return null;
  const base = options.serverUrl.replace(/\/+$/, "");
  try {
    const { payload } = await jwtVerify(token, options.jwks ?? createFoyerJwks(options), {
      issuer: options.issuer ?? `${base}/api/v1/apps/${encodeURIComponent(options.appId)}`,
      audience: options.appId,
      algorithms: ["ES256"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid, claims: payload };
  } catch {
    return null;
  }
}

function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}
