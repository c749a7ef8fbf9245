import { describe, expect, it } from "vitest";
import type { FoyerErrorCode } from "../errorsEntry.ts";
import { VERIFIED_AT, wireAccessToken, wireAuthResponse, wireUser } from "../testing/wireAuthFixture.ts";
import { createFoyerStore } from "./createFoyerStore.ts";

const token = wireAccessToken("u-1");
const sso = {
  type: "sso",
  issuer: "https://idp.acme.example",
  subject: "emp-7",
  email: "a@acme.example",
  ...VERIFIED_AT,
};

/** A store signed in through the real custom-JWT call against a scripted server, recording what it is sent. */
async function signedInStore() {
  const requests: { path: string; body: unknown; auth: string | null }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace("/api/v1/", "");
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    requests.push({ path, body, auth: new Headers(init?.headers).get("authorization") });
    const answer =
      path === "custom_jwt_account/authenticate"
        ? wireAuthResponse(wireUser("u-1", [sso]))
        : path === "sso/unlink"
          ? wireUser("u-1")
          : { error: "not found", code: "invalid_data" };
    return new Response(JSON.stringify(answer), {
      status: path.startsWith("sso/") || path.startsWith("custom_jwt") ? 200 : 400,
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
  await store.loginWithCustomJwt("jwt");
  return { store, requests };
}

describe("SSO linking from useFoyer()", () => {
  it("linkSso() opens the modal in link mode on the SSO flow", async () => {
    const { store } = await signedInStore();
    store.linkSso();
    expect(store.getSnapshot().modalRequest).toEqual({ mode: "link", method: "oauth", provider: "sso" });
    expect(store.getSnapshot().modalSession).toBeGreaterThan(0);
    store.session.destroy();
  });

  it("linkSso() needs a session: must_be_authenticated, no modal", () => {
    const fetch = (async () => new Response("{}", { status: 401 })) as unknown as typeof globalThis.fetch;
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    const errors: FoyerErrorCode[] = [];
    store.addLoginListener({ onError: (code) => errors.push(code) });
    store.linkSso();
    expect(errors).toEqual(["must_be_authenticated"]);
    expect(store.getSnapshot().modalSession).toBe(0);
    store.session.destroy();
  });

  it("unlinkSso() calls sso/unlink with the account's issuer and subject and adopts the answer", async () => {
    const { store, requests } = await signedInStore();
    expect(store.getSnapshot().user?.linkedAccounts.some((a) => a.type === "sso")).toBe(true);
    const user = await store.unlinkSso("https://idp.acme.example", "emp-7");
    expect(requests.at(-1)).toEqual({
      path: "sso/unlink",
      body: { issuer: "https://idp.acme.example", subject: "emp-7" },
      auth: `Bearer ${token}`,
    });
    expect(user.linkedAccounts).toEqual([]);
    expect(store.getSnapshot().user?.linkedAccounts).toEqual([]);
    store.session.destroy();
  });
});
