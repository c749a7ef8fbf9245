import { OAUTH_PROVIDERS } from "@foyer/core/providers/oauth";

/**
 * Readable labels of the login methods an account transfer can name (spec 000 §2 list: apple, custom,
 * discord, email, farcaster, github, google, instagram, linkedin, passkey, sms (phone), spotify,
 * telegram, tiktok, line, twitch, twitter, siwe (wallet), cross-app). Keyed by linked account type; each OAuth
 * provider's `<name>_oauth` reads its registry file's account label.
 */
const labels: Record<string, string> = {
  ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [`${provider.name}_oauth`, provider.accountLabel])),
  custom_auth: "Custom account",
  email: "Email",
  farcaster: "Farcaster",
  passkey: "Passkey",
  phone: "Phone",
  telegram: "Telegram",
  wallet: "Wallet",
  cross_app: "Cross-app account",
};

/** "Email" for "email", "Wallet" for "wallet", ...; unknown types read "This account". */
export function transferMethodLabel(accountType: string): string {
  return labels[accountType] ?? "This account";
}
