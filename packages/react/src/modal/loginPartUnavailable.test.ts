import { afterEach, describe, expect, it, vi } from "vitest";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

// A part an opening needs that cannot load (offline as a link opening starts): the user can still close the
// modal. Fresh modules, so that no earlier test has loaded the part already.
describe("a login part that cannot load", () => {
  afterEach(() => vi.resetModules());

  it("a link opening whose account-transfer part fails to load still closes, reporting the failed load", async () => {
    vi.resetModules();
    const { machineParts } = await import("../../../core/src/runtime/login/loadLoginMethods.ts");
    const { createLoginController } = await import("@foyer/core/runtime/login");
    const { builtinClientMethods } = await import("../methods/builtinClientMethods.ts");
    const transfer = machineParts.find((part) => part.id === "accountTransfer");
    if (!transfer) throw new Error("the account-transfer part is gone");
    const load = vi.spyOn(transfer, "loadDefinition").mockRejectedValue(new Error("offline"));
    const finished: unknown[] = [];
    const errors: string[] = [];
    const store = {
      appId: "app",
      api: {},
      finishLink: (outcome: unknown) => void finished.push(outcome),
      finishLogin: (outcome: unknown) => void finished.push(outcome),
      reportLoginError: (code: string) => void errors.push(code),
      exitOpening: () => void finished.push("exit"),
    } as unknown as FoyerStore;
    const controller = createLoginController(
      store,
      { requireTermsAcceptance: false, mode: "link", linkMethod: "email" },
      builtinClientMethods,
    );
    controller.send({ type: "close" });
    await vi.waitFor(() => expect(finished).toEqual(["exit"]));
    expect(load).toHaveBeenCalled();
    expect(errors.length).toBeGreaterThan(0);
  });
});
