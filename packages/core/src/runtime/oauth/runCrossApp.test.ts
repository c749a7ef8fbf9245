import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowserPorts } from "../../testing/fakeBrowserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { CROSS_APP_MESSAGE_TYPE, runCrossAppPopup } from "./runCrossApp.ts";

const PAGE = "http://foyer.example:8787";
let browser: ReturnType<typeof fakeBrowserPorts>;

function fakeStore() {
  let challenge = "";
  let state = "";
  const analytics = vi.fn(async () => {});
  const authenticate = vi.fn(async () => ({ user: { id: "u1" }, isNewUser: true }) as never);
  const link = vi.fn(async () => ({ id: "u1" }) as never);
  const init = vi.fn(async (input: { providerAppId: string; codeChallenge: string; stateCode: string }) => {
    challenge = input.codeChallenge;
    state = input.stateCode;
    return { url: `${PAGE}/apps/${input.providerAppId}/cross-app/authorize?state_code=${input.stateCode}` };
  });
  const store = {
    appId: "requester",
    api: { analytics: { send: analytics }, crossApp: { init, authenticate, link } },
  } as unknown as FoyerStore;
  return { store, analytics, authenticate, link, init, challenge: () => challenge, state: () => state };
}

const fakePopup = () => ({ location: { href: "" }, closed: false, close: vi.fn() });
/**
 * Waits until the flow listens for the popup's answer. PKCE and init are async, and under load (CI on two
 * cores) a fixed delay was not always enough, so this waits for the listener itself.
 */
const settle = () => vi.waitFor(() => expect(browser.listening()).toBe(1), { timeout: 5000 });
const post = (event: { origin: string; source: unknown; data: unknown }) => browser.post(event);

beforeEach(() => {
  browser = fakeBrowserPorts("http://localhost:5173/");
});

describe("runCrossAppPopup", () => {
  it("sends the popup to the consent page and redeems the code with the verifier of the challenge", async () => {
    const fake = fakeStore();
    const popup = fakePopup();
    const flow = runCrossAppPopup(fake.store, popup, { provider: "foyer:prov", action: "login" }, browser.ports);
    await settle();
    expect(fake.init).toHaveBeenCalledWith(expect.objectContaining({ providerAppId: "prov" }));
    expect(popup.location.href.startsWith(`${PAGE}/apps/prov/cross-app/authorize`)).toBe(true);
    // Ignored: another origin, another window, another message type.
    const data = { type: CROSS_APP_MESSAGE_TYPE, stateCode: fake.state(), code: "c0de" };
    post({ origin: "http://evil.example", source: popup, data });
    post({ origin: PAGE, source: {}, data });
    post({ origin: PAGE, source: popup, data: { ...data, type: "other" } });
    // Still listening: none of them was taken as the answer.
    expect(browser.listening()).toBe(1);
    expect(fake.authenticate).not.toHaveBeenCalled();
    post({ origin: PAGE, source: popup, data });
    await expect(flow).resolves.toMatchObject({ kind: "signedIn" });
    const [[input]] = fake.authenticate.mock.calls as unknown as [[{ code: string; codeVerifier: string }]];
    expect(input.code).toBe("c0de");
    expect(createHash("sha256").update(input.codeVerifier).digest("base64url")).toBe(fake.challenge());
  });

  it("links in link mode", async () => {
    const fake = fakeStore();
    const popup = fakePopup();
    const flow = runCrossAppPopup(fake.store, popup, { provider: "foyer:prov", action: "link" }, browser.ports);
    await settle();
    post({ origin: PAGE, source: popup, data: { type: CROSS_APP_MESSAGE_TYPE, stateCode: fake.state(), code: "k" } });
    await expect(flow).resolves.toMatchObject({ kind: "linked" });
    expect(fake.link).toHaveBeenCalled();
  });

  it("a state other than its own is a phishing attempt: error, analytics event, nothing redeemed", async () => {
    const fake = fakeStore();
    const popup = fakePopup();
    const flow = runCrossAppPopup(fake.store, popup, { provider: "foyer:prov", action: "login" }, browser.ports);
    await settle();
    post({ origin: PAGE, source: popup, data: { type: CROSS_APP_MESSAGE_TYPE, stateCode: "other", code: "c" } });
    await expect(flow).rejects.toMatchObject({ code: "oauth_unexpected" });
    expect(fake.analytics).toHaveBeenCalledWith(expect.objectContaining({ eventName: "possible_phishing_attempt" }));
    expect(fake.authenticate).not.toHaveBeenCalled();
  });

  it("a closed popup is the user's refusal", async () => {
    const fake = fakeStore();
    const popup = fakePopup();
    const flow = runCrossAppPopup(fake.store, popup, { provider: "foyer:prov", action: "login" }, browser.ports);
    const outcome = expect(flow).rejects.toMatchObject({ code: "oauth_user_denied" });
    await settle();
    popup.closed = true;
    // Real timers: the flow polls the popup every 500 ms.
    await outcome;
    expect(browser.listening()).toBe(0);
    expect(fake.authenticate).not.toHaveBeenCalled();
  });

  it("closes the popup when init fails", async () => {
    const fake = fakeStore();
    fake.init.mockRejectedValueOnce(new Error("disallowed"));
    const popup = fakePopup();
    await expect(
      runCrossAppPopup(fake.store, popup, { provider: "foyer:prov", action: "login" }, browser.ports),
    ).rejects.toThrow("disallowed");
    expect(popup.close).toHaveBeenCalled();
  });
});
