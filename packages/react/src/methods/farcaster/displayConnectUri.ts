import { FARCASTER_LINK_DISPLAY_LENGTH } from "@foyer/core/constants";

/**
 * The connect URI as the Farcaster screen shows it (spec 000 §2): without the https:// prefix and truncated.
 * The copy button still copies the whole URI.
 */
export function displayConnectUri(uri: string, max = FARCASTER_LINK_DISPLAY_LENGTH): string {
  const bare = uri.replace(/^https?:\/\//i, "");
  return bare.length <= max ? bare : `${bare.slice(0, max - 1)}…`;
}
