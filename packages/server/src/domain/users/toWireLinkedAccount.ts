import {
  findOAuthProvider,
  isOAuthProviderName,
  validateCustomAccountType,
  type WireLinkedAccount,
  type WireOAuthAccount,
} from "@foyer/core";
import type { linkedAccounts } from "../../db/schema.ts";

type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * Stored OAuth types: "<preset>_oauth", or "custom_oauth:<id>" for an app's own provider. A preset's account
 * carries its registry file's account label, so that clients name it without a copy of the registry.
 */
function oauthAccountOf(type: string): Pick<WireOAuthAccount, "type" | "provider" | "provider_label"> | null {
  if (type.startsWith("custom_oauth:")) {
    return { type: "custom_oauth", provider: `custom:${type.slice("custom_oauth:".length)}`, provider_label: null };
  }
  const preset = type.endsWith("_oauth") ? type.slice(0, -"_oauth".length) : "";
  if (!isOAuthProviderName(preset)) return null;
  return { type: `${preset}_oauth`, provider: preset, provider_label: findOAuthProvider(preset)?.accountLabel ?? null };
}

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
  const oauth = oauthAccountOf(row.type);
  if (oauth) {
    return {
      type: oauth.type,
      provider: oauth.provider,
      provider_label: oauth.provider_label,
      subject: row.subject,
      email: text(row.details.email),
      name: text(row.details.name),
      username: text(row.details.username),
      profile_picture_url: text(row.details.picture),
      ...times,
    };
  }
  if (row.type === "telegram") {
    return {
      type: "telegram",
      telegram_user_id: row.subject,
      first_name: text(row.details.first_name),
      last_name: text(row.details.last_name),
      username: text(row.details.username),
      photo_url: text(row.details.photo_url),
      ...times,
    };
  }
  if (row.type === "farcaster") {
    return {
      type: "farcaster",
      fid: Number(row.subject),
      owner_address: text(row.details.owner_address) ?? "",
      username: text(row.details.username),
      display_name: text(row.details.display_name),
      bio: text(row.details.bio),
      profile_picture_url: text(row.details.profile_picture_url),
      ...times,
    };
  }
  if (row.type === "wallet") {
    const ethereum = row.details.chain_type !== "solana";
    return {
      type: "wallet",
      // Ethereum subjects are lowercase; the checksummed form is kept in details.
      address: text(row.details.address) ?? row.subject,
      chain_type: ethereum ? "ethereum" : "solana",
      chain_id: text(row.details.chain_id),
      wallet_client_type: text(row.details.wallet_client_type) ?? "unknown",
      connector_type: text(row.details.connector_type) ?? "unknown",
      // External wallets: no recovery, no index, never imported or delegated (embedded wallets set these).
      recovery_method: text(row.details.recovery_method),
      wallet_index: typeof row.details.wallet_index === "number" ? row.details.wallet_index : null,
      imported: false,
      delegated: false,
      ...times,
    };
  }
  if (row.type === "smart_wallet") {
    return {
      type: "smart_wallet",
      address: text(row.details.address) ?? row.subject,
      smart_wallet_type: text(row.details.smart_wallet_type) ?? "unknown",
      smart_wallet_version: text(row.details.smart_wallet_version),
      ...times,
    };
  }
  if (row.type === "cross_app") {
    const addresses = (value: unknown) =>
      Array.isArray(value)
        ? value.filter((a): a is string => typeof a === "string").map((address) => ({ address }))
        : [];
    return {
      type: "cross_app",
      subject: row.subject,
      provider_app_id: text(row.details.provider_app_id) ?? "",
      embedded_wallets: addresses(row.details.embedded_wallets),
      smart_wallets: addresses(row.details.smart_wallets),
      ...times,
    };
  }
  if (row.type === "sso") {
    return {
      type: "sso",
      issuer: text(row.details.issuer) ?? "",
      subject: text(row.details.subject) ?? row.subject,
      email: text(row.details.email),
      name: text(row.details.name),
      ...times,
    };
  }
  if (validateCustomAccountType(row.type)) {
    return { type: "custom_auth", custom_user_id: row.subject, custom_account_type: row.type, ...times };
  }
  return null;
}
