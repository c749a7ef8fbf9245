import { isSolanaAddress } from "@foyer/core/contract";

// The one address rule, shared with the siws bodies' schema (the wire contract).
export { isSolanaAddress };

/** A Sign In With Solana message, as the Solana Wallet Standard `signIn` feature writes it. */
export interface SiwsMessage {
  scheme?: string | undefined;
  domain: string;
  /** base58 public key (32 bytes). */
  address: string;
  statement?: string | undefined;
  uri: string;
  version: string;
  /** "mainnet", "devnet", "testnet", "localnet" (a leading "solana:" is dropped). */
  chainId?: string | undefined;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
  requestId?: string | undefined;
  resources: string[];
}

const HEADER = /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?([^\s/?#]+) wants you to sign in with your Solana account:$/;
const FIELDS: Record<string, keyof SiwsMessage> = {
  URI: "uri",
  Version: "version",
  "Chain ID": "chainId",
  Nonce: "nonce",
  "Issued At": "issuedAt",
  "Expiration Time": "expirationTime",
  "Not Before": "notBefore",
  "Request ID": "requestId",
};
const DATES = new Set(["issuedAt", "expirationTime", "notBefore"]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Parses the plain-text SIWS format (header, address, optional statement, then "Key: value" lines in
 * the standard order, each at most once; "Resources:" followed by "- uri" lines). Strict: anything else
 * is null, so two readers can never disagree on what a signed message says.
 */
export function parseSiwsMessage(text: string): SiwsMessage | null {
  const lines = text.split("\n");
  const header = HEADER.exec(lines[0] ?? "");
  const address = lines[1] ?? "";
  if (!header || !isSolanaAddress(address)) return null;
  const out: Partial<SiwsMessage> & { resources: string[] } = {
    scheme: header[1],
    domain: header[2] as string,
    address,
    resources: [],
  };
  let rest = lines.slice(2);
  if (rest.length === 0) return null;
  if (rest[0] !== "") return null;
  rest = rest.slice(1);
  // A statement is the paragraph before the fields, when its first line is not a field.
  const isField = (line: string | undefined) =>
    line !== undefined && (line === "Resources:" || Object.keys(FIELDS).some((key) => line.startsWith(`${key}: `)));
  if (!isField(rest[0])) {
    const end = rest.indexOf("");
    if (end <= 0) return null;
    out.statement = rest.slice(0, end).join("\n");
    if (out.statement.includes("\n")) return null;
    rest = rest.slice(end + 1);
  }
  const order = Object.keys(FIELDS);
  let last = -1;
  for (let i = 0; i < rest.length; i++) {
    const line = rest[i] as string;
    if (line === "Resources:") {
      for (const resource of rest.slice(i + 1)) {
        if (!resource.startsWith("- ") || resource.length < 3) return null;
        out.resources.push(resource.slice(2));
      }
      break;
    }
    const key = order.find((name) => line.startsWith(`${name}: `));
    if (key === undefined) return null;
    const index = order.indexOf(key);
    if (index <= last) return null;
    last = index;
    const value = line.slice(key.length + 2);
    const field = FIELDS[key] as keyof SiwsMessage;
    if (DATES.has(field)) {
      if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return null;
      (out as Record<string, unknown>)[field] = new Date(value);
    } else {
      (out as Record<string, unknown>)[field] = field === "chainId" ? value.replace(/^solana:/, "") : value;
    }
  }
  if (!out.uri || !out.version || !out.nonce || !out.issuedAt) return null;
  return out as SiwsMessage;
}
