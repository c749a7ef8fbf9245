import type { User } from "@foyer/core/api";
import type { LoginOptions } from "../provider/createFoyerStore.ts";
import { useFoyerSnapshot, useFoyerStore } from "../provider/useFoyerStore.ts";
import { type HandlerEvent, optionsOrEvent } from "./optionsOrEvent.ts";

export interface UseFoyer {
  /** False until the stored session has been restored (or found absent). */
  ready: boolean;
  authenticated: boolean;
  user: User | null;
  /** Opens the login modal; `{ disableSignup: true }` lets only existing users in ("Account not found" otherwise). */
  login(options?: LoginOptions | HandlerEvent): void;
  /**
   * Opens the modal in link mode: email → code → linked to the signed-in user (the user refreshes).
   * An email that belongs to another user offers the account transfer. Needs a session.
   */
  linkEmail(): void;
  /** Modal: phone → code → linked (a number held by another user offers the account transfer). */
  linkPhone(): void;
  /** Modal: the passkey status screen, then the browser's passkey prompt; the passkey is linked. */
  linkPasskey(): void;
  /** Modal: the OAuth status screen, then the provider's popup; the provider account is linked. */
  linkOAuth(provider: string): void;
  /** Removes an OAuth account (provider, subject); answers the updated user. Throws FoyerError. */
  unlinkOAuth(provider: string, subject: string): Promise<User>;
  /** Modal: the Telegram status screen, then the widget; the Telegram account is linked. */
  linkTelegram(): void;
  unlinkTelegram(telegramUserId: string): Promise<User>;
  /** Modal: the Farcaster screen (QR code or "Open Farcaster app"); the fid is linked once approved. */
  linkFarcaster(): void;
  /** Removes the Farcaster account with this fid; answers the updated user. Throws FoyerError. */
  unlinkFarcaster(fid: number): Promise<User>;
  /**
   * Modal: the SSO status screen, then the app's enterprise identity provider; the SSO account (issuer,
   * subject) is linked to the signed-in user. Needs a session and the app's `sso_auth`.
   */
  linkSso(): void;
  /** Removes the SSO account with this issuer and subject; answers the updated user. Throws FoyerError. */
  unlinkSso(issuer: string, subject: string): Promise<User>;
  /** Modal: a new email replaces the linked one (code sent to the new address). */
  updateEmail(): void;
  /** Modal: a new number replaces the linked one (code sent to the new number). */
  updatePhone(): void;
  /** Removes a linked email; answers the updated user. Throws FoyerError (e.g. the last login method). */
  unlinkEmail(address: string): Promise<User>;
  /** Removes a linked phone number (E.164); answers the updated user. Throws FoyerError. */
  unlinkPhone(phoneNumber: string): Promise<User>;
  /** Removes a passkey by credential id; answers the updated user. Throws FoyerError. */
  unlinkPasskey(credentialId: string): Promise<User>;
  /**
   * Signs in as a new guest user (`user.isGuest`), without the modal. Linking any account later keeps
   * the user id and clears `isGuest`. Throws FoyerError (e.g. disallowed_login_method when the app has guests off).
   */
  loginAsGuest(): Promise<User>;
  /**
   * Signs in with a JWT your app issued (custom auth; the server verifies it with the app's `custom_jwt`
   * setting), without the modal. `disableSignup` refuses unknown users (user_does_not_exist). Throws FoyerError.
   */
  loginWithCustomJwt(token: string, options?: { disableSignup?: boolean }): Promise<User>;
  /** Links the account of a JWT your app issued to the signed-in user (`custom:<id>`). Throws FoyerError. */
  linkCustomJwt(token: string): Promise<User>;
  /** Ends the session on the server and in every tab. */
  logout(): Promise<void>;
  /** A valid access token (refreshed when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
}

/**
 * Session state and actions of the nearest FoyerProvider.
 *
 * @example const { ready, authenticated, user, logout } = useFoyer();
 */
export function useFoyer(): UseFoyer {
  const store = useFoyerStore();
  const { ready, authenticated, user } = useFoyerSnapshot(store);
  return {
    ready,
    authenticated,
    user,
    login: (options) => store.login(optionsOrEvent(options)),
    linkEmail: store.linkEmail,
    linkPhone: store.linkPhone,
    linkPasskey: store.linkPasskey,
    linkOAuth: store.linkOAuth,
    unlinkOAuth: store.unlinkOAuth,
    linkTelegram: store.linkTelegram,
    unlinkTelegram: store.unlinkTelegram,
    linkFarcaster: store.linkFarcaster,
    unlinkFarcaster: store.unlinkFarcaster,
    linkSso: store.linkSso,
    unlinkSso: store.unlinkSso,
    updateEmail: store.updateEmail,
    updatePhone: store.updatePhone,
    unlinkEmail: store.unlinkEmail,
    unlinkPhone: store.unlinkPhone,
    unlinkPasskey: store.unlinkPasskey,
    loginAsGuest: store.loginAsGuest,
    loginWithCustomJwt: store.loginWithCustomJwt,
    linkCustomJwt: store.linkCustomJwt,
    logout: store.logout,
    getAccessToken: store.getAccessToken,
  };
}
