import { describe, expect, it } from "vitest";
import type { WireAuthResponse } from "../api/wire.ts";
import type { FoyerErrorCode } from "../errorsEntry.ts";
import { createFoyerStore } from "./createFoyerStore.ts";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = `${b64({ alg: "ES256" })}.${b64({ sub: "u-1", sid: "s1", exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_000 };
const wireUser = (linked: unknown[]) => ({
  id: "u-1",
  created_at: 1_700_000_000,
  linked_accounts: linked,
  mfa_methods: [],
  has_accepted_terms: true,
  is_guest: false,
  custom_metadata: {},
});
const sso = { type: "sso", issuer: "https://idp.acme.example", subject: "emp-7", email: "a@acme.example", ...times };

/** A store signed in through the real custom-JWT call against a scripted server, recording what it is sent. */
async function signedInStore() {
  const requests: { path: string; body: unknown; auth: string | null }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace("/api/v1/", "");
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    requests.push({ path, body, auth: new Headers(init?.headers).get("authorization") });
    const answer =
      path === "custom_jwt_account/authenticate"
        ? ({ user: wireUser([sso]), token, refresh_token: "r-1", is_new_user: false } as WireAuthResponse)
        : path === "sso/unlink"
          ? wireUser([])
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
