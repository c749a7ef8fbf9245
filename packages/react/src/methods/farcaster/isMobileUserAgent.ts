const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/**
 * Phones and tablets get "Open Farcaster app" instead of the QR code (spec 000 §2): the Farcaster app is on
 * the same device, so a code to scan would be useless there.
 */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && MOBILE.test(userAgent);
}
