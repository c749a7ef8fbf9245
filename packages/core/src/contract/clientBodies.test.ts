import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RequestFn } from "../api/createRequest.ts";
import { createPasswordlessApi } from "../api/passwordless.ts";
import { createSessionsApi } from "../api/sessions.ts";
import { wireUser } from "../testing/recordBodies.ts";
import {
  passwordlessAuthenticateBody,
  passwordlessInitBody,
  passwordlessLinkBody,
  passwordlessUnlinkBody,
  passwordlessUpdateBody,
  transferBody,
} from "./passwordless.ts";
import { sessionRefreshBody } from "./sessions.ts";

const authAnswer = { user: wireUser, token: "t", refresh_token: "r", is_new_user: false };

/** The bodies the client sends, by path. */
function recorder() {
  const sent = new Map<string, unknown>();
  const request = (async (path: string, init?: { body?: unknown }) => {
    sent.set(path, init?.body);
    return path.endsWith("authenticate") || path === "sessions"
      ? authAnswer
      : path.endsWith("init")
        ? undefined
        : wireUser;
  }) as RequestFn;
  return { sent, api: createPasswordlessApi(request), sessions: createSessionsApi(request) };
}

describe("the client against the server's schemas (passwordless and sessions groups)", () => {
  it("sends bodies every schema of the group accepts", async () => {
    const { sent, api, sessions } = recorder();
    await api.init({ email: "Ada@Example.com", captchaToken: "tok" });
    await api.authenticate({ email: "ada@example.com", code: "123456", mode: "no-signup" });
    await api.link({ email: "ada@example.com", code: "123456" });
    await api.unlink({ address: "ada@example.com" });
    await api.update({ oldAddress: "ada@example.com", newAddress: "lovelace@example.com", code: "123456" });
    await api.transfer({ nonce: "n-1" });
    await sessions.refresh({ refreshToken: "r-1" });
    await sessions.logout({ refreshToken: "r-1" });
    const schemas: [string, z.ZodType][] = [
      ["passwordless/init", passwordlessInitBody],
      ["passwordless/authenticate", passwordlessAuthenticateBody],
      ["passwordless/link", passwordlessLinkBody],
      ["passwordless/unlink", passwordlessUnlinkBody],
      ["passwordless/update", passwordlessUpdateBody],
      ["passwordless/transfer", transferBody],
      ["sessions", sessionRefreshBody],
      ["sessions/logout", sessionRefreshBody],
    ];
    for (const [path, schema] of schemas) {
      expect(schema.safeParse(sent.get(path)).success, path).toBe(true);
    }
    // Strict check of field names: a client spelling the server does not read would be dropped silently.
    expect(Object.keys(sent.get("passwordless/update") as object).sort()).toEqual(
      Object.keys(passwordlessUpdateBody.shape).sort(),
    );
    expect(Object.keys(sent.get("passwordless/init") as object).sort()).toEqual(
      Object.keys(passwordlessInitBody.shape).sort(),
    );
  });
});
