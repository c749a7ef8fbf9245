import type { OAuthProviderName } from "./providers/oauth/oauthProviders.ts";

/** Client-side (camelCase) shapes of the user object of spec 000 §1. */

export interface EmailAccount {
  type: "email";
  address: string;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

export interface PhoneAccount {
  type: "phone";
  /** E.164, e.g. "+14155552671". */
  number: string;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

export interface PasskeyAccount {
  type: "passkey";
  /** base64url WebAuthn credential id. */
  credentialId: string;
  authenticatorName: string | null;
  enrolledInMfa: boolean;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

export interface CustomAuthAccount {
  type: "custom_auth";
  /** The user's id in the host app's own system (the subject of its JWT). */
  customUserId: string;
  /** "custom:<provider id>". */
  customAccountType: `custom:${string}`;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** An OAuth account (google, github, ..., or the app's "custom:<id>" provider), keyed by (provider, subject). */
export interface OAuthAccount {
  type: `${OAuthProviderName}_oauth` | "custom_oauth";
  provider: OAuthProviderName | `custom:${string}`;
  /** How account texts name the provider (e.g. "Twitter"); null for an app's own provider. */
  providerLabel: string | null;
  subject: string;
  email: string | null;
  name: string | null;
  username: string | null;
  profilePictureUrl: string | null;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

export interface TelegramAccount {
  type: "telegram";
  /** Telegram's numeric user id, as text. */
  telegramUserId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

export interface FarcasterAccount {
  type: "farcaster";
  fid: number;
  /** The fid's custody address that signed in. */
  ownerAddress: string;
  username: string | null;
  displayName: string | null;
  bio: string | null;
  profilePictureUrl: string | null;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** An external Ethereum or Solana wallet (signed in or linked with SIWE / SIWS). */
export interface WalletAccount {
  type: "wallet";
  /** Checksummed (Ethereum) or base58 (Solana). */
  address: string;
  chainType: "ethereum" | "solana";
  /** CAIP-2, e.g. "eip155:1" or "solana:mainnet"; null when the message named none. */
  chainId: string | null;
  walletClientType: string;
  connectorType: string;
  recoveryMethod: string | null;
  walletIndex: number | null;
  imported: boolean;
  delegated: boolean;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** A smart (contract) wallet linked with `siwe/link_smart_wallet`. */
export interface SmartWalletAccount {
  type: "smart_wallet";
  address: string;
  smartWalletType: string;
  smartWalletVersion: string | null;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** An account of another Foyer app (cross-app sign-in); `subject` is the user's id in that app. */
export interface CrossAppAccount {
  type: "cross_app";
  subject: string;
  providerAppId: string;
  embeddedWallets: { address: string }[];
  smartWallets: { address: string }[];
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** An enterprise single sign-on account (OpenID Connect), keyed by (issuer, subject). */
export interface SsoAccount {
  type: "sso";
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** Later methods add their account kinds to this union. */
export type LinkedAccount =
  | EmailAccount
  | PhoneAccount
  | PasskeyAccount
  | CustomAuthAccount
  | OAuthAccount
  | TelegramAccount
  | FarcasterAccount
  | WalletAccount
  | SmartWalletAccount
  | CrossAppAccount
  | SsoAccount;

export interface User {
  id: string;
  createdAt: Date;
  linkedAccounts: LinkedAccount[];
  mfaMethods: string[];
  hasAcceptedTerms: boolean;
  isGuest: boolean;
  customMetadata: Record<string, string | number | boolean>;
  /** Shortcut to the linked email account, when there is one. */
  email?: EmailAccount;
  /** Shortcut to the linked phone account, when there is one. */
  phone?: PhoneAccount;
}

/** What every successful sign-in (and refresh) yields on the client. */
export interface AuthResult {
  user: User;
  accessToken: string;
  refreshToken: string;
  isNewUser: boolean;
  /** An OAuth sign-in only: the provider's own tokens (see OAuthTokens). */
  oauthTokens?: OAuthTokens;
}

/**
 * The provider's tokens of an OAuth sign-in or link, given once (Foyer keeps none of them): e.g. to call the
 * provider's API with the extra scopes the app asked for. Keep them only as long as the host needs them.
 */
export interface OAuthTokens {
  /** "google", ..., or the app's "custom:<id>". */
  provider: string;
  accessToken: string;
  accessTokenExpiresInSeconds?: number;
  refreshToken?: string;
  refreshTokenExpiresInSeconds?: number;
  /** The scopes granted (the requested ones when the provider does not say). */
  scopes?: string[];
}
