import { FoyerError } from "@foyer/core/errors";
import { describe, expect, it, vi } from "vitest";
import { setup } from "../../../core/src/testing/embeddedRuntimeFixture.ts";
import { installKit } from "../kit/kit.ts";
import { modalKit } from "../modal/modalKit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { createEmbeddedWalletUi } from "./createEmbeddedWalletUi.ts";

// The modal loaded: its parts installed (kit/kit.ts), which the flows these open read.
installKit(modalKit);

// The fixture's store is core's, without the React package's login methods (none are used here).
const modalUi = (store: unknown) => createEmbeddedWalletUi(store as FoyerStore);

// The runtime with the modal's own screens: 'Connecting to your wallet' is the embeddedConnect flow on the stack.
describe("embedded-wallet runtime with the modal's screens (createEmbeddedWalletUi)", () => {
  it("connect: 'Connecting to your wallet' runs the frame's connect, with MFA when forced, once per wallet", async () => {
    let attempts = 0;
    let prompts = 0;
    const flowsSeen: string[] = [];
    const { store, runtime } = setup({
      connect: async () => {
        attempts += 1;
        flowsSeen.push(...store.getSnapshot().flows.map((f) => f.id));
        if (attempts === 1) throw new FoyerError("missing_or_invalid_mfa");
        return { entropyId: "e", onDevice: true };
      },
      ui: (store) => ({
        connecting: modalUi(store).connecting,
        promptMfa: async () => {
          prompts += 1;
        },
      }),
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    await runtime.connectWallet();
    expect([attempts, prompts]).toEqual([2, 1]);
    expect(flowsSeen).toEqual(["embeddedConnect", "embeddedConnect"]);
    expect(store.getSnapshot().flows).toEqual([]);
    // Connected: a second connect asks the frame nothing.
    await runtime.connectWallet();
    expect(attempts).toBe(2);
    stop();
  });

  it("connect: closing the MFA screen rejects with 'User exited before wallet could be connected'", async () => {
    const { store, runtime } = setup({
      connect: async () => Promise.reject(new FoyerError("missing_or_invalid_mfa")),
      ui: (store) => ({
        connecting: modalUi(store).connecting,
        promptMfa: async () => Promise.reject(new FoyerError("unknown_mfa_error", "MFA canceled")),
      }),
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    await expect(runtime.connectWallet()).rejects.toMatchObject({
      code: "unknown_connect_wallet_error",
      message: "User exited before wallet could be connected",
    });
    stop();
  });

  it("connect: a frame failure stays on 'Something went wrong. We're on it…' until closed", async () => {
    const { store, runtime } = setup({
      connect: async () =>
        Promise.reject(new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy")),
      ui: (store) => ({ connecting: modalUi(store).connecting }),
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    const connecting = runtime.connectWallet();
    await vi.waitFor(() =>
      expect((store.getSnapshot().flows[0]?.getState() as { status?: string } | undefined)?.status).toBe("error"),
    );
    store.getSnapshot().flows[0]?.dismiss();
    await expect(connecting).rejects.toMatchObject({ message: "Cannot connect to wallet proxy" });
    stop();
  });
});
