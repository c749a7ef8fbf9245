import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { LoginMode } from "../../api/wire.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { PasskeyAction } from "../../flows/loginMethods/passkey/passkeyMethod.ts";
import type { AuthResult, User } from "../../types.ts";
import type { FoyerStore } from "../FoyerStore.ts";

export type PasskeyOutcome = { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User };

/** The browser refused or the prompt was dismissed / timed out: the catalogue's client_request_timeout. */
function browserError(error: unknown): unknown {
  const name = (error as { name?: string; cause?: { name?: string } })?.name;
  const causeName = (error as { cause?: { name?: string } })?.cause?.name;
  if (name === "NotAllowedError" || name === "AbortError" || causeName === "NotAllowedError") {
    return new FoyerError("client_request_timeout", "Passkey request timed out or rejected by user.", {
      cause: error,
    });
  }
  return error;
}

/**
 * One passkey ceremony: options from the server, the browser prompt (@simplewebauthn/browser, loaded
 * with the passkey screens and hooks only), then the server's verification.
 */
export async function runPasskey(
  store: FoyerStore,
  action: PasskeyAction,
  mode?: LoginMode,
  captchaToken?: string,
): Promise<PasskeyOutcome> {
  const captcha = captchaToken === undefined ? {} : { captchaToken };
  const api = store.api.passkeys;
  if (action === "login") {
    const options = await api.authenticateInit(captcha);
    const response: AuthenticationResponseJSON = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }).catch((e) => Promise.reject(browserError(e)));
    const result = await api.authenticate({
      authenticatorResponse: response as unknown as Record<string, unknown>,
      ...(mode ? { mode } : {}),
    });
    return { kind: "signedIn", result };
  }
  const options = action === "signup" ? await api.registerInit(captcha) : await api.linkInit();
  const response: RegistrationResponseJSON = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch((e) => Promise.reject(browserError(e)));
  const authenticatorResponse = response as unknown as Record<string, unknown>;
  if (action === "signup") return { kind: "signedIn", result: await api.register({ authenticatorResponse }) };
  return { kind: "linked", user: await api.link({ authenticatorResponse }) };
}
