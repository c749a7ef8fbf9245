import type { WireAppConfig } from "@foyer/core/api";
import { oauthPresentationOf } from "../../shell/oauthPresentationOf.ts";

/**
 * Readable labels of the login methods an account transfer can name (spec 000 §2 list: apple, custom,
 * discord, email, farcaster, github, google, instagram, linkedin, passkey, sms (phone), spotify,
 * telegram, tiktok, line, twitch, twitter, siwe (wallet), cross-app). Keyed by linked account type; each OAuth
 * provider's `<name>_oauth` reads the account label the app config gives it (from its registry file).
 */
const labels: Record<string, string> = {
  custom_auth: "Custom account",
  email: "Email",
  farcaster: "Farcaster",
  passkey: "Passkey",
  phone: "Phone",
  telegram: "Telegram",
  wallet: "Wallet",
  cross_app: "Cross-app account",
};

/** "Email" for "email", "Wallet" for "wallet", "Twitter" for "twitter_oauth", ...; unknown types read "This account". */
export function transferMethodLabel(accountType: string, server: WireAppConfig | null): string {
  const provider = accountType.endsWith("_oauth") ? accountType.slice(0, -"_oauth".length) : null;
  const oauth = provider === null ? undefined : oauthPresentationOf(server, provider)?.account_label;
  return oauth ?? labels[accountType] ?? "This account";
}
