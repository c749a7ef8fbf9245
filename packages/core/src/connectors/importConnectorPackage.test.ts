import { describe, expect, it } from "vitest";
import { FoyerError } from "../errors/FoyerError.ts";
import { importConnectorPackage } from "./importConnectorPackage.ts";

describe("importConnectorPackage", () => {
  it("answers the module when the SDK is installed", async () => {
    const sdk = await importConnectorPackage(
      "Coinbase Wallet",
      "@coinbase/wallet-sdk",
      () => import("@coinbase/wallet-sdk"),
    );
    expect(typeof sdk.createCoinbaseWalletSDK).toBe("function");
  });

  it("tells the host which package to install when the import fails", async () => {
    // A package that is not installed, imported for real (a variable name, so no bundler resolves it ahead).
    const missing = "@foyer/not-an-installed-wallet-sdk";
    const error = await importConnectorPackage(
      "Base Account",
      "@base-org/account",
      () => import(/* @vite-ignore */ missing),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toMatchObject({
      code: "not_supported",
      shortMessage: "Base Account needs the @base-org/account package in this app: run npm install @base-org/account.",
    });
    expect((error as FoyerError).cause).toBeInstanceOf(Error);
  });
});
