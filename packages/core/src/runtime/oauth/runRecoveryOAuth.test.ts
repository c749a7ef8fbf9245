import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowserPorts } from "../../testing/fakeBrowserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { OAUTH_MESSAGE_TYPE } from "./handleOAuthRedirect.ts";
import { runRecoveryOAuth } from "./runRecoveryOAuth.ts";

const PAGE = "http://host.example:5173";
let browser: ReturnType<typeof fakeBrowserPorts>;

function fakeStore() {
  const analytics = vi.fn(async (_: unknown) => {});
  const authenticate = vi.fn(async () => ({ accessToken: "drive-token" }));
  let state = "";
  const init = vi.fn(async (input: { stateCode: string }) => {
    state = input.stateCode;
    return { url: "https://accounts.example/consent" };
  });
  const initIcloud = vi.fn(async (input: { stateCode: string }) => {
    state = input.stateCode;
    return { url: "https://idmsa.apple.example/IDMSWebAuth/signin?rv=1" };
  });
  const store = {
    appId: "app",
    clientConfig: {},
    api: { analytics: { send: analytics }, recoveryOAuth: { init, initIcloud, authenticate } },
  } as unknown as FoyerStore;
  return { store, analytics, authenticate, state: () => state };
}

const settle = () => vi.waitFor(() => expect(browser.listening()).toBe(1), { timeout: 5000 });
const post = (source: unknown, data: unknown, origin = PAGE) => browser.post({ origin, source, data });

beforeEach(() => {
  browser = fakeBrowserPorts(`${PAGE}/`);
});

describe("runRecoveryOAuth", () => {
  it("a state other than the one sent is a phishing attempt: 'Unexpected auth flow…' and the analytics event", async () => {
    const fake = fakeStore();
    const popup = { location: { href: "" }, closed: false, close: vi.fn() };
    const flow = runRecoveryOAuth(fake.store, "google-drive", popup, browser.ports);
    await settle();
    post(popup, { type: OAUTH_MESSAGE_TYPE, stateCode: "forged", authorizationCode: "c0de", error: null });
    await expect(flow).rejects.toMatchObject({
      code: "oauth_unexpected",
      message: "Unexpected auth flow. This may be a phishing attempt.",
    });
    expect(fake.analytics).toHaveBeenCalledWith({
      eventName: "possible_phishing_attempt",
      payload: { flow: "recovery_oauth", provider: "google-drive" },
    });
    expect(fake.authenticate).not.toHaveBeenCalled();
  });

  it("the state sent back redeems the code for the drive token, with no phishing event", async () => {
    const fake = fakeStore();
    const popup = { location: { href: "" }, closed: false, close: vi.fn() };
    const flow = runRecoveryOAuth(fake.store, "google-drive", popup, browser.ports);
    await settle();
    post(popup, { type: OAUTH_MESSAGE_TYPE, stateCode: fake.state(), authorizationCode: "c0de", error: null });
    await expect(flow).resolves.toBe("drive-token");
    expect(fake.analytics).not.toHaveBeenCalled();
  });

  it("iCloud, URL-redirect callback: the ckWebAuthToken (no state) is redeemed with this flow's own state", async () => {
    const fake = fakeStore();
    const popup = { location: { href: "" }, closed: false, close: vi.fn() };
    const flow = runRecoveryOAuth(fake.store, "icloud", popup, browser.ports);
    await settle();
    // Another window's token is ignored.
    post({}, { type: OAUTH_MESSAGE_TYPE, stateCode: null, authorizationCode: null, error: null, ckWebAuthToken: "x" });
    post(popup, {
      type: OAUTH_MESSAGE_TYPE,
      stateCode: null,
      authorizationCode: null,
      error: null,
      ckWebAuthToken: "ck+tok/en=",
    });
    await expect(flow).resolves.toBe("drive-token");
    expect(fake.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({ authorizationCode: "ck+tok/en=", stateCode: fake.state(), provider: "icloud" }),
    );
    expect(fake.analytics).not.toHaveBeenCalled();
  });

  it("iCloud, session message: CloudKit's { ckWebAuthToken, ckSession } from its sign-in origin only", async () => {
    const fake = fakeStore();
    const popup = { location: { href: "" }, closed: false, close: vi.fn() };
    const flow = runRecoveryOAuth(fake.store, "icloud", popup, browser.ports);
    await settle();
    post(popup, { ckWebAuthToken: "forged", ckSession: "s" }, "https://evil.example");
    expect(fake.authenticate).not.toHaveBeenCalled();
    post(popup, { ckWebAuthToken: "ck-token", ckSession: "s" }, "https://idmsa.apple.example");
    await expect(flow).resolves.toBe("drive-token");
    expect(fake.authenticate).toHaveBeenCalledWith(expect.objectContaining({ authorizationCode: "ck-token" }));
  });

  it("Google Drive never takes a CloudKit token", async () => {
    const fake = fakeStore();
    const popup = { location: { href: "" }, closed: false, close: vi.fn() };
    const flow = runRecoveryOAuth(fake.store, "google-drive", popup, browser.ports);
    await settle();
    post(popup, { ckWebAuthToken: "ck-token" }, "https://accounts.example");
    post(popup, { type: OAUTH_MESSAGE_TYPE, stateCode: fake.state(), authorizationCode: "c0de", error: null });
    await expect(flow).resolves.toBe("drive-token");
    expect(fake.authenticate).toHaveBeenCalledWith(expect.objectContaining({ authorizationCode: "c0de" }));
  });
});
