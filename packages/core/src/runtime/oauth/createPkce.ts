/** URL-safe base64 without padding (RFC 7636 appendix A). */
function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A random URL-safe string of 32 bytes of entropy (PKCE verifier, state code). */
export function randomUrlSafe(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** PKCE S256 (RFC 7636 §4.2): a fresh verifier and BASE64URL(SHA-256(verifier)) as the challenge. */
export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomUrlSafe();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}
