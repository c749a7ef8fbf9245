import { FoyerError } from "@foyer/core";
import { parseSiweMessage, type SiweMessage } from "viem/siwe";

/** Largest sign-in message (SIWE or SIWS) the server reads: real ones are a few hundred bytes. */
export const MAX_MESSAGE_BYTES = 4_096;
/** How long a wallet sign-in nonce stays usable. */
export const WALLET_NONCE_TTL_MS = 10 * 60_000;
/** A message may claim to be issued this far in our future (wallet clock skew), no more. */
const FUTURE_SKEW_MS = 5 * 60_000;

/** The parts of a SIWE or SIWS message the server binds to the app. */
export interface SignInMessageFields {
  scheme?: string | undefined;
  domain: string;
  uri: string;
  issuedAt?: Date | undefined;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
}

const invalid = (why: string) => new FoyerError("invalid_message", why);

/** 400 invalid_message when the message is larger than MAX_MESSAGE_BYTES (checked before parsing). */
export function assertMessageSize(message: string): void {
  if (Buffer.byteLength(message, "utf8") > MAX_MESSAGE_BYTES) throw invalid("The message is too large.");
}

/**
 * The checks SIWE and SIWS share (EIP-4361 and its Solana twin): the message must name one of the app's
 * allowed origins twice, as `domain` (its host[:port]) and as the origin of `uri`, with the same scheme
 * when the message gives one, so a message a phishing site had signed for itself is worthless here; and it
 * must be issued (not too far ahead of our clock), not before its `Not Before` and not past its
 * `Expiration Time`. Every failure is 400 invalid_message.
 */
export function checkSignInMessage(fields: SignInMessageFields, allowedOrigins: string[], now: number): void {
  let uriOrigin: string;
  try {
    uriOrigin = new URL(fields.uri).origin;
  } catch {
    throw invalid("The message URI is not a URL.");
  }
  const origin = allowedOrigins.find((allowed) => {
    try {
      const url = new URL(allowed);
      if (fields.scheme !== undefined && `${fields.scheme}:` !== url.protocol) return false;
      return url.host === fields.domain && url.origin === uriOrigin;
    } catch {
      return false;
    }
  });
  if (!origin) throw invalid("The message domain or URI is not an allowed origin of this app.");
  if (!fields.issuedAt || Number.isNaN(fields.issuedAt.getTime())) throw invalid("The message has no Issued At.");
  if (fields.issuedAt.getTime() > now + FUTURE_SKEW_MS) throw invalid("The message is issued in the future.");
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) throw invalid("The message has expired.");
  if (fields.notBefore && fields.notBefore.getTime() > now + FUTURE_SKEW_MS) {
    throw invalid("The message is not valid yet.");
  }
}

/** An EIP-4361 message with the fields every sign-in needs present (SIWE, and Sign In With Farcaster). */
export type Eip4361Message = Partial<SiweMessage> &
  Pick<SiweMessage, "address" | "domain" | "uri" | "nonce" | "chainId">;

/**
 * Parses an EIP-4361 message (after assertMessageSize) and requires what binding it needs: address, domain,
 * URI, nonce, Chain ID and version 1; `kind` names the message in the 400 invalid_message texts.
 */
export function readEip4361Message(message: string, kind: string): Eip4361Message {
  assertMessageSize(message);
  let fields: ReturnType<typeof parseSiweMessage>;
  try {
    fields = parseSiweMessage(message);
  } catch {
    throw invalid(`Not a ${kind} message.`);
  }
  const { address, domain, uri, nonce, chainId, version } = fields;
  if (!address || !domain || !uri || !nonce || chainId === undefined || version !== "1") {
    throw invalid(`The ${kind} message misses a required field.`);
  }
  return { ...fields, address, domain, uri, nonce, chainId };
}
