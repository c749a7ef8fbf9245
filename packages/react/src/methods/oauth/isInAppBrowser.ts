/**
 * In-app browsers of Facebook, Instagram, Snapchat and LinkedIn: their web views block or lose popups,
 * so OAuth runs there as a full-page redirect.
 */
const IN_APP = /\b(FBAN|FBAV|FB_IAB|FBIOS|Instagram|Snapchat|LinkedInApp)\b/i;

export function isInAppBrowser(userAgent: string | undefined): boolean {
  return typeof userAgent === "string" && IN_APP.test(userAgent);
}
