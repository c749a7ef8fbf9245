import { describe, expect, it } from "vitest";
import { wireAuthResponse, wireUser } from "../testing/wireAuthFixture.ts";
import { createFoyerStore } from "./createFoyerStore.ts";
import type { LoginResult } from "./FoyerStore.ts";

const answer = wireAuthResponse(wireUser("u-custom", [], { has_accepted_terms: false }), true);

describe("custom JWT sign-in from useFoyer()", () => {
  it("posts the app's JWT, adopts the session and reports loginMethod custom", async () => {
    const requests: { url: string; body: unknown }[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }) as typeof globalThis.fetch;
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    const completed: LoginResult[] = [];
    store.addLoginListener({ onComplete: (result) => completed.push(result) });

    const user = await store.loginWithCustomJwt("app-issued.jwt", { disableSignup: true });

    expect(user.id).toBe("u-custom");
    expect(requests[0]).toEqual({
      url: "http://foyer.test/api/v1/custom_jwt_account/authenticate",
      body: { token: "app-issued.jwt", mode: "no-signup" },
    });
    expect(store.getSnapshot()).toMatchObject({ authenticated: true, user: { id: "u-custom" } });
    expect(completed).toEqual([expect.objectContaining({ loginMethod: "custom", isNewUser: true })]);
    store.session.destroy();
  });

  it("needs a session to link an app JWT", async () => {
    const fetch = (async () => new Response("{}", { status: 500 })) as unknown as typeof globalThis.fetch;
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    await expect(store.linkCustomJwt("jwt")).rejects.toMatchObject({ code: "must_be_authenticated" });
    store.session.destroy();
  });
});
