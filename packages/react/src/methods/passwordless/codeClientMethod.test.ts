import { type ApiClient, createApiClient } from "@foyer/core/api";
import type { LoginEffect } from "@foyer/core/login";
import { describe, expect, it } from "vitest";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";
import { codeClientMethod } from "./codeClientMethod.ts";

// The code step's runner makes an email's calls through the API client's request function rather than its
// `passwordless` group (whose chunk every email login would otherwise fetch, issue 19): both must send the same
// requests and read the same answers.

const wireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [{ type: "email", address: "a@b.co", verified_at: 1, first_verified_at: 1, latest_verified_at: 2 }],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: true };

/** A real API client over a fetch that records every request and answers `body`. */
function recordingApi(body: unknown) {
  const calls: unknown[] = [];
  const api = createApiClient({
    appId: "app-1",
    serverUrl: "http://api.test",
    getAccessToken: async () => "tok",
    fetch: async (url, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      calls.push({ url: String(url), method: init?.method, headers, body: init?.body });
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    },
  });
  return { api, calls };
}

/** The login state as the runner reads it when the code is entered: the code step, the mode, sign-up allowed. */
interface AtCode {
  email: string;
  channel?: "sms";
  mode?: "login" | "link";
  disableSignup?: boolean;
  replacing?: string;
}

/**
 * Runs one effect through the code step's runner, at the code step `at` describes; answers what it reported
 * (event, sign-in or linked user).
 */
function runEffect(api: ApiClient, effect: LoginEffect, at: AtCode = { email: "a@b.co" }): Promise<unknown> {
  const { email, channel, mode = "login", disableSignup = false, replacing } = at;
  const state = { mode, disableSignup, step: { name: "code", email, ...(channel ? { channel } : {}) } };
  return new Promise((resolve) => {
    const ctx = {
      store: { api },
      options: replacing ? { replacing } : {},
      state: () => state,
      send: resolve,
      signIn: async (result: unknown) => resolve(result),
      linked: resolve,
    } as unknown as LoginRunContext;
    codeClientMethod.run?.[effect.type]?.(effect, ctx);
  });
}

describe("codeClientMethod: the code step's calls, read from the state", () => {
  const cases: [string, unknown, LoginEffect, (api: ApiClient) => Promise<unknown>, AtCode?][] = [
    [
      "send",
      {},
      { type: "sendCode", email: "a@b.co", resend: false },
      (api) => api.passwordless.init({ email: "a@b.co" }),
    ],
    [
      "send with a captcha token",
      {},
      { type: "sendCode", email: "a@b.co", resend: true, captchaToken: "t1" },
      (api) => api.passwordless.init({ email: "a@b.co", captchaToken: "t1" }),
    ],
    [
      "sign in",
      authBody,
      { type: "authenticate", code: "123456" },
      (api) => api.passwordless.authenticate({ email: "a@b.co", code: "123456" }),
    ],
    [
      "sign in without sign-up",
      authBody,
      { type: "authenticate", code: "123456" },
      (api) => api.passwordless.authenticate({ email: "a@b.co", code: "123456", mode: "no-signup" }),
      { email: "a@b.co", disableSignup: true },
    ],
    [
      "link",
      { user: wireUser },
      { type: "authenticate", code: "111111" },
      (api) => api.passwordless.link({ email: "a@b.co", code: "111111" }),
      { email: "a@b.co", mode: "link" },
    ],
    [
      "replace a linked email",
      { user: wireUser },
      { type: "authenticate", code: "222222" },
      (api) => api.passwordless.update({ oldAddress: "a@b.co", newAddress: "c@d.co", code: "222222" }),
      { email: "c@d.co", mode: "link", replacing: "a@b.co" },
    ],
    [
      "sign in with a code sent to a phone (the SMS part's calls)",
      authBody,
      { type: "authenticate", code: "123456" },
      (api) => api.passwordlessSms.authenticate({ phoneNumber: "+12015550123", code: "123456", mode: "no-signup" }),
      { email: "+12015550123", channel: "sms", disableSignup: true },
    ],
    [
      "link a phone",
      { user: wireUser },
      { type: "authenticate", code: "654321" },
      (api) => api.passwordlessSms.link({ phoneNumber: "+12015550123", code: "654321" }),
      { email: "+12015550123", channel: "sms", mode: "link" },
    ],
  ];

  it.each(cases)("%s: the request and the answer of the API group", async (_, answer, effect, group, at) => {
    const byGroup = recordingApi(answer);
    const groupAnswer = await group(byGroup.api);
    const byRunner = recordingApi(answer);
    const reported = await runEffect(byRunner.api, effect, at);
    expect(byRunner.calls).toEqual(byGroup.calls);
    expect(byRunner.calls).toHaveLength(1);
    if (effect.type === "sendCode") expect(reported).toEqual({ type: effect.resend ? "resendSucceeded" : "codeSent" });
    else expect(reported).toEqual(groupAnswer);
  });
});
