/** Client-side (camelCase) shapes of the user object of spec 000 §1. */

export interface EmailAccount {
  type: "email";
  address: string;
  verifiedAt: Date;
  firstVerifiedAt: Date;
  latestVerifiedAt: Date;
}

/** Later methods add their account kinds to this union. */
export type LinkedAccount = EmailAccount;

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
}

/** What every successful sign-in (and refresh) yields on the client. */
export interface AuthResult {
  user: User;
  accessToken: string;
  refreshToken: string;
  isNewUser: boolean;
}
