import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowserPorts } from "../../testing/fakeBrowserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { type PendingOAuth, pendingOAuthKey, resumeOAuthRedirect, runOAuthRedirect } from "./runOAuth.ts";

const APP_PAGE = "http://localhost:5173/account";
const CONSENT = "http://foyer.example:8787/apps/prov/cross-app/authorize";

let storage: Map<string, string>;
let page: { href: string; assigned: string[]; replaced: string[] };
let browser: ReturnType<typeof fakeBrowserPorts>;

function fakeStore() {
  const analytics = vi.fn(async () => {});
  const authenticate = vi.fn(async () => ({ user: { id: "u1" }, isNewUser: true }) as never);
  const link = vi.fn(async () => ({ id: "u1" }) as never);
  const init = vi.fn(async (input: { providerAppId: string; stateCode: string; redirectTo?: string }) => ({
    url: `${CONSENT}?requester_app_id=requester&state_code=${input.stateCode}`,
  }));
  const oauthInit = vi.fn();
  const store = {
    appId: "requester",
    clientConfig: {},
    api: {
      analytics: { send: analytics },
      crossApp: { init, authenticate, link },
      oauth: { init: oauthInit, authenticate: vi.fn(), link: vi.fn() },
    },
  } as unknown as FoyerStore;
  return { store, analytics, authenticate, link, init, oauthInit };
}

const stored = (): PendingOAuth => JSON.parse(storage.get(pendingOAuthKey("requester")) ?? "null");

/** The consent page sends the browser back: the app page loads again with these query parameters. */
function comeBack(params: Record<string, string>) {
  const url = new URL(stored()?.redirectTo ?? APP_PAGE);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  page.href = url.toString();
}

beforeEach(() => {
  browser = fakeBrowserPorts(APP_PAGE);
  storage = browser.storage;
  page = browser.page;
});

describe("cross-app full-page redirect mode", () => {
  it("keeps the flow in sessionStorage, inits with this page as return URL and leaves for the consent page", async () => {
    const fake = fakeStore();
    void runOAuthRedirect(fake.store, { provider: "foyer:prov", action: "login" }, browser.ports);
    await vi.waitFor(() => expect(page.assigned).toHaveLength(1));
    expect(fake.oauthInit).not.toHaveBeenCalled();
    const [[input]] = fake.init.mock.calls as unknown as [[{ providerAppId: string; redirectTo: string }]];
    expect(input.providerAppId).toBe("prov");
    expect(input.redirectTo).toBe(`${APP_PAGE}?foyer_oauth=1`);
    expect(page.assigned[0]?.startsWith(CONSENT)).toBe(true);
    expect(stored()).toMatchObject({ provider: "foyer:prov", action: "login", redirectTo: input.redirectTo });
  });

  it("on the way back finishes the sign-in with the code and the verifier of the challenge, URL cleaned", async () => {
    const fake = fakeStore();
    void runOAuthRedirect(fake.store, { provider: "foyer:prov", action: "login", mode: "no-signup" }, browser.ports);
    await vi.waitFor(() => expect(page.assigned).toHaveLength(1));
    const [[init]] = fake.init.mock.calls as unknown as [[{ codeChallenge: string; stateCode: string }]];
    comeBack({ code: "c0de", state: init.stateCode });
    await expect(resumeOAuthRedirect(fake.store, browser.ports)).resolves.toMatchObject({ kind: "signedIn" });
    const [[input]] = fake.authenticate.mock.calls as unknown as [
      [{ code: string; stateCode: string; codeVerifier: string; mode: string }],
    ];
    expect(input).toMatchObject({ code: "c0de", stateCode: init.stateCode, mode: "no-signup" });
    expect(createHash("sha256").update(input.codeVerifier).digest("base64url")).toBe(init.codeChallenge);
    // The code is gone from the address bar and the flow from storage: a reload replays nothing.
    expect(page.replaced.at(-1)).toBe(APP_PAGE);
    expect(stored()).toBeNull();
  });

  it("links in link mode", async () => {
    const fake = fakeStore();
    void runOAuthRedirect(fake.store, { provider: "foyer:prov", action: "link" }, browser.ports);
    await vi.waitFor(() => expect(page.assigned).toHaveLength(1));
    comeBack({ code: "c0de", state: stored().stateCode });
    await expect(resumeOAuthRedirect(fake.store, browser.ports)).resolves.toMatchObject({ kind: "linked" });
    expect(fake.link).toHaveBeenCalledTimes(1);
    expect(fake.authenticate).not.toHaveBeenCalled();
  });

  it("a state other than the stored one is a phishing attempt (cross_app analytics), nothing redeemed", async () => {
    const fake = fakeStore();
    void runOAuthRedirect(fake.store, { provider: "foyer:prov", action: "login" }, browser.ports);
    await vi.waitFor(() => expect(page.assigned).toHaveLength(1));
    comeBack({ code: "c0de", state: "someone-elses-state-0000" });
    await expect(resumeOAuthRedirect(fake.store, browser.ports)).rejects.toMatchObject({ code: "oauth_unexpected" });
    expect(fake.analytics).toHaveBeenCalledWith({
      eventName: "possible_phishing_attempt",
      payload: { flow: "cross_app", provider: "prov" },
    });
    expect(fake.authenticate).not.toHaveBeenCalled();
  });

  it("Cancel on the consent page (error=access_denied) is the user's refusal", async () => {
    const fake = fakeStore();
    void runOAuthRedirect(fake.store, { provider: "foyer:prov", action: "login" }, browser.ports);
    await vi.waitFor(() => expect(page.assigned).toHaveLength(1));
    comeBack({ error: "access_denied", state: stored().stateCode });
    await expect(resumeOAuthRedirect(fake.store, browser.ports)).rejects.toMatchObject({ code: "oauth_user_denied" });
    expect(fake.authenticate).not.toHaveBeenCalled();
  });

  it("without sessionStorage the page does not leave (the flow could not be finished)", async () => {
    const fake = fakeStore();
    browser.ports.session = {
      get: () => null,
      set: () => {
        throw new Error("blocked");
      },
      remove: () => {},
    };
    await expect(
      runOAuthRedirect(fake.store, { provider: "foyer:prov", action: "login" }, browser.ports),
    ).rejects.toMatchObject({
      code: "session_storage_unavailable",
    });
    expect(page.assigned).toEqual([]);
  });
});
