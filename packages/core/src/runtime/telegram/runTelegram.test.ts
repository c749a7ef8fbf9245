import { describe, expect, it, vi } from "vitest";
import { fakeBrowserPorts } from "../../testing/fakeBrowserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { runTelegram } from "./runTelegram.ts";

const SERVER = "http://foyer.example:8787";
const SIGNED = { id: 7, first_name: "Ada", auth_date: 1, hash: "abc" };

function fakeStore() {
  const authenticate = vi.fn(async () => ({ user: { id: "u1" }, isNewUser: true }) as never);
  const link = vi.fn(async () => ({ id: "u1" }) as never);
  const store = {
    serverUrl: SERVER,
    getSnapshot: () => ({ config: null }),
    api: { telegram: { authenticate, link } },
  } as unknown as FoyerStore;
  return { store, authenticate, link };
}

const fakePopup = () => ({ location: { href: "" }, closed: false, close: vi.fn() });
const standIn = (result: unknown) => ({ type: "foyer:dev-telegram-auth", result });

describe("runTelegram with the dev stand-in popup", () => {
  it("takes the signed data only from the server's origin and that popup, then authenticates", async () => {
    const fake = fakeStore();
    const browser = fakeBrowserPorts("http://localhost:5173/");
    const popup = fakePopup();
    const flow = runTelegram(fake.store, { action: "login", popup, captchaToken: "t" }, browser.ports);
    expect(browser.listening()).toBe(1);
    browser.post({ origin: "http://evil.example", source: popup, data: standIn(SIGNED) });
    browser.post({ origin: SERVER, source: {}, data: standIn(SIGNED) });
    browser.post({ origin: SERVER, source: popup, data: { type: "other", result: SIGNED } });
    expect(browser.listening()).toBe(1);
    browser.post({ origin: SERVER, source: popup, data: standIn(SIGNED) });
    await expect(flow).resolves.toMatchObject({ kind: "signedIn" });
    expect(fake.authenticate).toHaveBeenCalledWith({ telegramAuthResult: SIGNED, captchaToken: "t" });
    expect(popup.close).toHaveBeenCalled();
    expect(browser.listening()).toBe(0);
  });

  it("links in link mode", async () => {
    const fake = fakeStore();
    const browser = fakeBrowserPorts("http://localhost:5173/");
    const popup = fakePopup();
    const flow = runTelegram(fake.store, { action: "link", popup }, browser.ports);
    browser.post({ origin: SERVER, source: popup, data: standIn(SIGNED) });
    await expect(flow).resolves.toMatchObject({ kind: "linked" });
    expect(fake.link).toHaveBeenCalledWith({ telegramAuthResult: SIGNED });
  });

  it("unsigned data is an error, and a closed popup is the user leaving the flow", async () => {
    const fake = fakeStore();
    const browser = fakeBrowserPorts("http://localhost:5173/");
    const popup = fakePopup();
    const unsigned = runTelegram(fake.store, { action: "login", popup }, browser.ports);
    browser.post({ origin: SERVER, source: popup, data: standIn({ id: 7 }) });
    await expect(unsigned).rejects.toMatchObject({ code: "unknown_auth_error" });
    const closed = fakePopup();
    const left = runTelegram(fake.store, { action: "login", popup: closed }, browser.ports);
    closed.closed = true;
    // Real timers: the flow polls the popup every 500 ms.
    await expect(left).rejects.toMatchObject({ code: "exited_auth_flow" });
    expect(browser.listening()).toBe(0);
    expect(fake.authenticate).not.toHaveBeenCalled();
  });
});
