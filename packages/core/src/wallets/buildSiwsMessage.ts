/** The fields of a Sign In With Solana message (the plain-text format of the Solana Wallet Standard). */
export interface SiwsMessageFields {
  /** host[:port] of the page. */
  domain: string;
  /** base58 public key. */
  address: string;
  statement?: string;
  /** The page's origin. */
  uri: string;
  /** "mainnet", "devnet", "testnet" or "localnet". */
  chainId?: string;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date;
}

/**
 * Writes a SIWS message in the exact layout the server's parser accepts (header, address, blank line,
 * optional statement and blank line, then the fields in the standard order).
 *
 * @example buildSiwsMessage({ domain: "app.example", address, uri: "https://app.example", nonce, issuedAt: new Date() })
 */
export function buildSiwsMessage(fields: SiwsMessageFields): string {
  const lines = [`${fields.domain} wants you to sign in with your Solana account:`, fields.address, ""];
  const statement = fields.statement?.replace(/\s*\n\s*/g, " ").trim();
  if (statement) lines.push(statement, "");
  lines.push(`URI: ${fields.uri}`, "Version: 1");
  if (fields.chainId) lines.push(`Chain ID: ${fields.chainId}`);
  lines.push(`Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt.toISOString()}`);
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime.toISOString()}`);
  return lines.join("\n");
}
