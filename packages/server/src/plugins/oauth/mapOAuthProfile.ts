import { findOAuthProvider, mapClaims, type OAuthProfile, type ProfileClaims } from "@foyer/core";
import type { ProfileFormat } from "./OAuthSettings.ts";

export type { OAuthProfile, ProfileClaims };

/**
 * Maps a provider's profile response (or ID token claims) to an account: standard claims (or a custom
 * provider's claim names) for "oidc" and "id_token", else the mapper in that provider's registry file.
 * Returns null when it holds no subject: the caller answers oauth_unexpected rather than keying an account
 * on nothing.
 */
export function mapOAuthProfile(
  format: ProfileFormat,
  profile: Record<string, unknown>,
  claims?: ProfileClaims,
): OAuthProfile | null {
  const mapProfile = format === "oidc" || format === "id_token" ? undefined : findOAuthProvider(format)?.mapProfile;
  const mapped = mapProfile ? mapProfile(profile) : mapClaims(profile, claims);
  if (!mapped.subject) return null;
  return { ...mapped, subject: mapped.subject };
}
