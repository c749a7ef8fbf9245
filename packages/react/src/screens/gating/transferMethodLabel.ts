/**
 * Readable labels of the login methods an account transfer can name (spec 000 §2 list: apple, custom,
 * discord, email, farcaster, github, google, instagram, linkedin, passkey, sms (phone), spotify,
 * telegram, tiktok, line, twitch, twitter, siwe (wallet), cross-app). Keyed by linked account type.
 */
const labels: Record<string, string> = {
  apple_oauth: "Apple",
  custom_auth: "Custom account",
  discord_oauth: "Discord",
  email: "Email",
  farcaster: "Farcaster",
  github_oauth: "GitHub",
  google_oauth: "Google",
  instagram_oauth: "Instagram",
  linkedin_oauth: "LinkedIn",
  passkey: "Passkey",
  phone: "Phone",
  spotify_oauth: "Spotify",
  telegram: "Telegram",
  tiktok_oauth: "TikTok",
  line_oauth: "LINE",
  twitch_oauth: "Twitch",
  twitter_oauth: "Twitter",
  wallet: "Wallet",
  cross_app: "Cross-app account",
};

/** "Email" for "email", "Wallet" for "wallet", ...; unknown types read "This account". */
export function transferMethodLabel(accountType: string): string {
  return labels[accountType] ?? "This account";
}
