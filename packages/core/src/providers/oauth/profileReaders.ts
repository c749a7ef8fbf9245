import type { MappedOAuthProfile } from "./OAuthProviderDefinition.ts";

type Json = Record<string, unknown>;

/** A non-empty string, or a number as text (GitHub ids), else null. */
export const text = (value: unknown): string | null =>
  typeof value === "string" && value.length > 0 ? value : typeof value === "number" ? String(value) : null;

/** An object, or an empty one: nested profile fields read without checks at every level. */
export const object = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});

/** The first element of an array field (Spotify's images, Twitch's data), as an object. */
export const first = (value: unknown): Json => object(Array.isArray(value) ? value[0] : undefined);

/** Claim names a profile is read with (a custom provider may name its own). */
export interface ProfileClaims {
  subject_claim: string;
  email_claim: string;
  name_claim: string;
  username_claim: string;
  picture_claim: string;
}

/** Standard OpenID Connect claims (Google, LinkedIn, Apple's ID token, most custom providers). */
export const OIDC_CLAIMS: ProfileClaims = {
  subject_claim: "sub",
  email_claim: "email",
  name_claim: "name",
  username_claim: "preferred_username",
  picture_claim: "picture",
};

/** Reads a profile by claim names; an email the provider calls unverified is not recorded. */
export function mapClaims(profile: Json, claims: ProfileClaims = OIDC_CLAIMS): MappedOAuthProfile {
  const verified = profile.email_verified !== false && profile.email_verified !== "false";
  return {
    subject: text(profile[claims.subject_claim]),
    email: verified ? text(profile[claims.email_claim]) : null,
    name: text(profile[claims.name_claim]),
    username: text(profile[claims.username_claim]),
    picture: text(profile[claims.picture_claim]),
  };
}
