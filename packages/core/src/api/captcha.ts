import type { RequestFn } from "./createRequest.ts";
import type { WireAltchaChallenge } from "./wire.ts";

/** Calls of the `captcha` group. */
export interface CaptchaApi {
  /** `GET captcha/altcha/challenge`: a fresh ALTCHA proof-of-work challenge for this app. */
  altchaChallenge(): Promise<WireAltchaChallenge>;
}

/** Builds the `captcha` endpoint group. */
export function createCaptchaApi(request: RequestFn): CaptchaApi {
  return {
    altchaChallenge: () => request<WireAltchaChallenge>("captcha/altcha/challenge", { method: "GET" }),
  };
}
