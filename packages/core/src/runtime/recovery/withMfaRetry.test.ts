import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.ts";
import { walletProxyError } from "../../wallets/embedded/EmbeddedWalletProxy.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { withMfaRetry } from "./withMfaRetry.ts";

const store = {} as FoyerStore;

describe("withMfaRetry", () => {
  it("prompts MFA once after missing_or_invalid_mfa and retries", async () => {
    let tries = 0;
    let prompts = 0;
    const result = await withMfaRetry(
      store,
      async () => {
        tries += 1;
        if (tries === 1) throw new FoyerError("missing_or_invalid_mfa");
        return "signed";
      },
      async () => {
        prompts += 1;
      },
    );
    expect(result).toBe("signed");
    expect([tries, prompts]).toEqual([2, 1]);
  });
  it("an expired proof (the frame's mfa_timeout) asks for MFA again, as a missing one does", async () => {
    let tries = 0;
    let prompts = 0;
    const timedOut = walletProxyError("mfa_timeout", "missing_or_invalid_mfa", "MFA verification timed out.", {
      reason: "expired",
    });
    const result = await withMfaRetry(
      store,
      async () => {
        tries += 1;
        if (tries === 1) throw timedOut;
        return "signed";
      },
      async () => {
        prompts += 1;
      },
    );
    expect(result).toBe("signed");
    expect(prompts).toBe(1);
  });
  it("passes other errors through without prompting, and a cancelled prompt stops the operation", async () => {
    let prompts = 0;
    const prompt = async () => {
      prompts += 1;
    };
    await expect(
      withMfaRetry(store, async () => Promise.reject(new FoyerError("unable_to_sign")), prompt),
    ).rejects.toMatchObject({
      code: "unable_to_sign",
    });
    expect(prompts).toBe(0);
    let tries = 0;
    const cancelled = withMfaRetry(
      store,
      async () => {
        tries += 1;
        throw new FoyerError("missing_or_invalid_mfa");
      },
      async () => Promise.reject(new FoyerError("unknown_mfa_error", "MFA canceled")),
    );
    await expect(cancelled).rejects.toMatchObject({ message: "MFA canceled" });
    expect(tries).toBe(1);
  });
});
