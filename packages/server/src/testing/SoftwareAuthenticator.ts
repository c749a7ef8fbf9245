import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { type CborValue, encodeCbor } from "./encodeCbor.ts";

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** What the ceremony says, as a browser would put it in clientDataJSON and the authenticator data. */
export interface Ceremony {
  /** base64url challenge from the server's options. */
  challenge: string;
  /** Origin written into clientDataJSON. */
  origin: string;
  /** RP ID whose SHA-256 heads the authenticator data. */
  rpId: string;
}

/**
 * A software WebAuthn authenticator for tests: one ES256 credential (node:crypto P-256 key), attestation
 * "none", CBOR written by hand. It produces the same JSON a browser hands to the server
 * (RegistrationResponseJSON / AuthenticationResponseJSON), so @simplewebauthn/server verifies it for real;
 * tests change the origin, RP ID, challenge or counter to exercise each check.
 */
export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  readonly #privateKey: KeyObject;
  readonly #publicJwk: { x: string; y: string };
  /** The sign count the next assertion reports (tests set it to replay a cloned authenticator). */
  counter = 0;

  constructor(options: { credentialId?: string } = {}) {
    if (options.credentialId) this.credentialId = options.credentialId;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.#publicJwk = { x: jwk.x ?? "", y: jwk.y ?? "" };
  }

  /** navigator.credentials.create(): a registration response for `ceremony`. */
  create(ceremony: Ceremony) {
    const clientDataJSON = this.#clientData("webauthn.create", ceremony);
    const id = Buffer.from(this.credentialId, "base64url");
    // COSE_Key (RFC 9053): kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = encodeCbor(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(this.#publicJwk.x, "base64url"))],
        [-3, new Uint8Array(Buffer.from(this.#publicJwk.y, "base64url"))],
      ]),
    );
    const credentialData = Buffer.concat([
      Buffer.alloc(16), // AAGUID: all zeros, as software and privacy-preserving authenticators report
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      coseKey,
    ]);
    const authData = Buffer.concat([this.#authDataHead(ceremony.rpId, UP | UV | AT), credentialData]);
    const attestationObject = encodeCbor(
      new Map<CborValue, CborValue>([
        ["fmt", "none"],
        ["attStmt", new Map<CborValue, CborValue>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** navigator.credentials.get(): an assertion signed with the credential's key, reporting `counter`. */
  get(ceremony: Ceremony) {
    const clientDataJSON = this.#clientData("webauthn.get", ceremony);
    const authenticatorData = this.#authDataHead(ceremony.rpId, UP | UV);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.#privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  #clientData(type: string, ceremony: Ceremony): Uint8Array {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin, crossOrigin: false }),
    );
  }

  /** rpIdHash (32) | flags (1) | signCount (4, big-endian). */
  #authDataHead(rpId: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}
