import { lazyFrom, loadOnce } from "../../ui/loadOnce.ts";

/** The landing's social part (socialPart.ts), fetched before an opening that draws any of it starts. */
const socialPart = loadOnce(() => import("./socialPart.ts"));

export const SocialIcon = lazyFrom(socialPart, (m) => m.SocialIcon);
export const CrossAppEntry = lazyFrom(socialPart, (m) => m.CrossAppEntry);
export const CustomOAuthEntry = lazyFrom(socialPart, (m) => m.CustomOAuthEntry);
export const SsoEntry = lazyFrom(socialPart, (m) => m.SsoEntry);

/** Entries the social part never draws: every other name an opening offers (`offered`) may need it. */
const NOT_SOCIAL: ReadonlySet<string> = new Set(["email", "sms", "wallet", "passkey"]);

/**
 * Loads the parts of the landing that an opening offering `offered` draws (its OAuth, Telegram, Farcaster, the
 * app's own providers', cross-app and SSO buttons, the marks on "Other socials"), or null when it draws none: the
 * opening waits for them, so the landing never shows a gap where a button arrives.
 */
export function loadLandingParts(offered: readonly string[] = []): Promise<unknown> | null {
  return offered.some((name) => !NOT_SOCIAL.has(name)) ? socialPart.load() : null;
}
