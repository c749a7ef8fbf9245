import type {
  PasskeyAuthenticateBody,
  PasskeyAuthenticateInitBody,
  PasskeyLinkInitBody,
  PasskeyRegisterBody,
  PasskeyRegisterInitBody,
  PasskeyUnlinkBody,
} from "../contract/passkeys.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/**
 * WebAuthn options and responses travel as the standard JSON forms (PublicKeyCredentialCreationOptionsJSON,
 * RegistrationResponseJSON, ...): opaque here, so core needs no WebAuthn types; the passkey screen
 * passes them between the browser and these calls untouched.
 */
export type WebAuthnJson = Record<string, unknown>;

/** Calls of the `passkeys` group. Init calls answer the WebAuthn options for the browser. */
export interface PasskeysApi {
  /** Options to create a passkey that signs a new user up (app `passkeys_for_signup_enabled`). */
  registerInit(input?: { userName?: string; captchaToken?: string }): Promise<WebAuthnJson>;
  /** Signs a new user up with the created passkey (`navigator.credentials.create` result, JSON form). */
  register(input: { authenticatorResponse: WebAuthnJson }): Promise<AuthResult>;
  /** Options to sign in with a passkey. */
  authenticateInit(input?: { captchaToken?: string }): Promise<WebAuthnJson>;
  /** Signs in with a passkey assertion (`navigator.credentials.get` result, JSON form). */
  authenticate(input: { authenticatorResponse: WebAuthnJson; mode?: LoginMode }): Promise<AuthResult>;
  /** Options to add a passkey to the signed-in user. */
  linkInit(): Promise<WebAuthnJson>;
  /** Links the created passkey to the signed-in user. */
  link(input: { authenticatorResponse: WebAuthnJson }): Promise<User>;
  /** Removes the passkey `credentialId` from the signed-in user. */
  unlink(input: { credentialId: string }): Promise<User>;
}

/** `{ captcha_token }` when the app's captcha gave one. */
const captchaBody = (token: string | undefined) => (token === undefined ? {} : { captcha_token: token });

// Bodies are typed by the server's schemas (the wire contract) with `satisfies`, at no cost in the bundle.
// The browser's credential JSON is passed on unread (the server checks its shape).
type Registration = PasskeyRegisterBody["authenticator_response"];
type Assertion = PasskeyAuthenticateBody["authenticator_response"];

/** Builds the `passkeys` endpoint group. */
export function createPasskeysApi(request: RequestFn): PasskeysApi {
  const options = async (
    path: string,
    body: PasskeyRegisterInitBody | PasskeyAuthenticateInitBody | PasskeyLinkInitBody,
    auth: "none" | "required" = "none",
  ) => (await request<{ options: WebAuthnJson }>(path, { method: "POST", body, auth })).options;
  const authed = async (path: string, body: PasskeyRegisterBody | PasskeyUnlinkBody) =>
    userFromBody(await request<WireUserBody>(path, { method: "POST", body, auth: "required" }));
  return {
    registerInit: (input = {}) =>
      options("passkeys/register/init", {
        ...(input.userName === undefined ? {} : { user_name: input.userName }),
        ...captchaBody(input.captchaToken),
      }),
    async register({ authenticatorResponse }) {
      const body = { authenticator_response: authenticatorResponse as Registration } satisfies PasskeyRegisterBody;
      return toAuthResult(await request<WireAuthResponse>("passkeys/register", { method: "POST", body }));
    },
    authenticateInit: (input = {}) => options("passkeys/authenticate/init", captchaBody(input.captchaToken)),
    async authenticate({ authenticatorResponse, mode }) {
      const body: PasskeyAuthenticateBody =
        mode === undefined
          ? { authenticator_response: authenticatorResponse as Assertion }
          : { authenticator_response: authenticatorResponse as Assertion, mode };
      return toAuthResult(await request<WireAuthResponse>("passkeys/authenticate", { method: "POST", body }));
    },
    linkInit: () => options("passkeys/link/init", {}, "required"),
    link: ({ authenticatorResponse }) =>
      authed("passkeys/link", { authenticator_response: authenticatorResponse as Registration }),
    unlink: ({ credentialId }) => authed("passkeys/unlink", { credential_id: credentialId }),
  };
}
