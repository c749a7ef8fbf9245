import { validateCustomAccountType, type WireLinkedAccount } from "@foyer/core";
import type { linkedAccounts } from "../../db/schema.ts";

type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * One stored account as the wire carries it, or null for a kind this server version does not expose.
 * `verified_at` is the first verification (README decision). Secrets in `details` (a passkey's public key
 * and counter) stay on the server.
 */
export function toWireLinkedAccount(row: LinkedAccountRow): WireLinkedAccount | null {
  const times = {
    verified_at: seconds(row.firstVerifiedAt),
    first_verified_at: seconds(row.firstVerifiedAt),
    latest_verified_at: seconds(row.latestVerifiedAt),
  };
  if (row.type === "email") return { type: "email", address: row.subject, ...times };
  if (row.type === "phone") return { type: "phone", number: row.subject, ...times };
  if (row.type === "passkey") {
    const name = row.details.authenticator_name;
    return {
      type: "passkey",
      credential_id: row.subject,
      authenticator_name: typeof name === "string" ? name : null,
      enrolled_in_mfa: false,
      ...times,
    };
  }
  if (validateCustomAccountType(row.type)) {
    return { type: "custom_auth", custom_user_id: row.subject, custom_account_type: row.type, ...times };
  }
  return null;
}
