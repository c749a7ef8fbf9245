import { describe, expect, it } from "vitest";
import { siwePlugin } from "./siwePlugin.ts";

describe("siwePlugin's part of the dev app", () => {
  it("gives foyer-dev a WalletConnect project id only when a local relay runs (npm start passes one)", () => {
    const base = { devOidcIssuer: undefined, devEvmRpcUrls: {} };
    expect(siwePlugin.devSeed?.(base).config).toEqual({ wallet_auth: true });
    expect(siwePlugin.devSeed?.({ ...base, devWalletConnectProjectId: "foyer-dev-local" }).config).toEqual({
      wallet_auth: true,
      wallet_connect_cloud_project_id: "foyer-dev-local",
    });
  });
});
