import { FoyerError } from "@foyer/core/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { recoverThenNavigate } from "./recoverThenNavigate.ts";

const store = {} as FoyerStore;

describe("recoverThenNavigate (the wallet to recover's onCompleteNavigateTo)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes to the address once the recovery completed, on the page's own origin only", async () => {
    const assign = vi.fn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("window", { location: { href: "https://app.example/settings", assign } });
    const open = vi.fn(async () => {});
    await recoverThenNavigate(store, { kind: "recover" }, "/portfolio", open);
    expect(open).toHaveBeenCalledWith(store, { kind: "recover" });
    expect(assign.mock.calls).toEqual([["https://app.example/portfolio"]]);

    await recoverThenNavigate(store, { kind: "recover" }, "https://evil.example/", open);
    await recoverThenNavigate(store, { kind: "recover" }, undefined, open);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("stays on the page when the recovery did not complete, and rejects with its error", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { href: "https://app.example/settings", assign } });
    const exited = new FoyerError(
      "unknown_embedded_wallet_error",
      "User exited before their wallet could be recovered",
    );
    const open = vi.fn(async () => {
      throw exited;
    });
    await expect(
      recoverThenNavigate(store, { kind: "recoveryOAuth", provider: "google-drive", action: "recover" }, "/p", open),
    ).rejects.toBe(exited);
    expect(assign).not.toHaveBeenCalled();
  });
});
