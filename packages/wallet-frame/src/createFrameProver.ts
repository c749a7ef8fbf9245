import { sha256 } from "@noble/hashes/sha2.js";
import { randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";
import type { DeviceKeyStore } from "./DeviceKeyStore.ts";

/** Signs each share request with the frame's device key (DPoP pattern, RFC 9449). */
export interface FrameProver {
  /** A compact JWS for one request: header `{typ: "dpop+jwt", alg: "ES256", jwk}`, claims htm, htu, iat, jti, ath. */
  proof(method: string, url: string, accessToken: string): Promise<string>;
  /** RFC 7638 thumbprint of the device key (what the server registers). */
  thumbprint(): Promise<string>;
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" } as const;
const b64 = (bytes: Uint8Array) => base64urlnopad.encode(bytes);
const b64json = (value: unknown) => b64(utf8ToBytes(JSON.stringify(value)));

/**
 * The frame's prover: loads the device key from `store`, or makes one (non-extractable private key) the
 * first time. The private key never leaves WebCrypto, so script that reads this origin's storage, or a
 * copy of it, holds no usable key; only this origin's code, running, can sign.
 *
 * @example const prover = createFrameProver(createIndexedDbKeyStore(indexedDB, appId));
 */
export function createFrameProver(store: DeviceKeyStore, now: () => number = Date.now): FrameProver {
  let pending: Promise<{ pair: CryptoKeyPair; jwk: Record<string, string>; thumbprint: string }> | null = null;
  const subtle = globalThis.crypto.subtle;
  const key = () => {
    pending ??= (async () => {
      let pair = await store.load().catch(() => null);
      if (!pair) {
        pair = (await subtle.generateKey(ALGORITHM, false, ["sign", "verify"])) as CryptoKeyPair;
        await store.save(pair).catch(() => undefined);
      }
      const full = await subtle.exportKey("jwk", pair.publicKey);
      const jwk = { kty: "EC", crv: "P-256", x: String(full.x), y: String(full.y) };
      // RFC 7638: the required members in lexicographic order, no whitespace.
      const canonical = `{"crv":"P-256","kty":"EC","x":"${jwk.x}","y":"${jwk.y}"}`;
      return { pair, jwk, thumbprint: b64(sha256(utf8ToBytes(canonical))) };
    })();
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  return {
    async proof(method, url, accessToken) {
      const { pair, jwk } = await key();
      const header = b64json({ typ: "dpop+jwt", alg: "ES256", jwk });
      const claims = b64json({
        htm: method,
        htu: url,
        iat: Math.floor(now() / 1000),
        jti: b64(randomBytes(16)),
        ath: b64(sha256(utf8ToBytes(accessToken))),
      });
      const input = `${header}.${claims}`;
      // WebCrypto's ECDSA signature is r||s, exactly JWS ES256's.
      const signature = await subtle.sign(
        { name: "ECDSA", hash: "SHA-256" },
        pair.privateKey,
        utf8ToBytes(input) as BufferSource,
      );
      return `${input}.${b64(new Uint8Array(signature))}`;
    },
    async thumbprint() {
      return (await key()).thumbprint;
    },
  };
}
