import type { ProfileFormat } from "./OAuthSettings.ts";

/** What Foyer keeps of a provider's profile (linked_accounts.details, with the raw profile). */
export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string | null;
  username: string | null;
  picture: string | null;
}

/** Claim names a custom provider's profile is read with. */
export interface ProfileClaims {
  subject_claim: string;
  email_claim: string;
  name_claim: string;
  username_claim: string;
  picture_claim: string;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === "string" && value.length > 0 ? value : typeof value === "number" ? String(value) : null;
const object = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});

/** Standard OpenID Connect claims (Google, LinkedIn, the dev provider, most custom providers). */
const oidcClaims: ProfileClaims = {
  subject_claim: "sub",
  email_claim: "email",
  name_claim: "name",
  username_claim: "preferred_username",
  picture_claim: "picture",
};

function fromClaims(profile: Json, claims: ProfileClaims): Omit<OAuthProfile, "subject"> & { subject: string | null } {
  // Providers that say an email is unverified do not get it recorded as the user's email.
  const verified = profile.email_verified !== false && profile.email_verified !== "false";
  return {
    subject: text(profile[claims.subject_claim]),
    email: verified ? text(profile[claims.email_claim]) : null,
    name: text(profile[claims.name_claim]),
    username: text(profile[claims.username_claim]),
    picture: text(profile[claims.picture_claim]),
  };
}

/**
 * Maps a provider's profile response (or ID token claims) to an account. Returns null when it holds no
 * subject: the caller answers oauth_unexpected rather than keying an account on nothing.
 */
export function mapOAuthProfile(format: ProfileFormat, profile: Json, claims?: ProfileClaims): OAuthProfile | null {
  let mapped: ReturnType<typeof fromClaims>;
  switch (format) {
    case "oidc":
    case "id_token":
      mapped = fromClaims(profile, claims ?? oidcClaims);
      break;
    case "github":
      mapped = {
        subject: text(profile.id),
        email: text(profile.email),
        name: text(profile.name),
        username: text(profile.login),
        picture: text(profile.avatar_url),
      };
      break;
    case "discord": {
      const id = text(profile.id);
      const avatar = text(profile.avatar);
      mapped = {
        subject: id,
        email: profile.verified === true ? text(profile.email) : null,
        name: text(profile.global_name),
        username: text(profile.username),
        picture: id && avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : null,
      };
      break;
    }
    case "twitter": {
      const data = object(profile.data);
      mapped = {
        subject: text(data.id),
        email: null,
        name: text(data.name),
        username: text(data.username),
        picture: text(data.profile_image_url),
      };
      break;
    }
    case "spotify": {
      const [image] = Array.isArray(profile.images) ? profile.images : [];
      mapped = {
        subject: text(profile.id),
        email: text(profile.email),
        name: text(profile.display_name),
        username: text(profile.id),
        picture: text(object(image).url),
      };
      break;
    }
    case "instagram":
      mapped = {
        subject: text(profile.user_id) ?? text(profile.id),
        email: null,
        name: null,
        username: text(profile.username),
        picture: null,
      };
      break;
    case "tiktok": {
      const user = object(object(profile.data).user);
      mapped = {
        subject: text(user.open_id),
        email: null,
        name: text(user.display_name),
        username: text(user.username),
        picture: text(user.avatar_url),
      };
      break;
    }
    case "twitch": {
      const [user] = Array.isArray(profile.data) ? profile.data : [];
      const u = object(user);
      mapped = {
        subject: text(u.id),
        email: text(u.email),
        name: text(u.display_name),
        username: text(u.login),
        picture: text(u.profile_image_url),
      };
      break;
    }
    case "line":
      mapped = {
        subject: text(profile.userId),
        email: null,
        name: text(profile.displayName),
        username: null,
        picture: text(profile.pictureUrl),
      };
      break;
  }
  if (!mapped.subject) return null;
  return { ...mapped, subject: mapped.subject };
}
