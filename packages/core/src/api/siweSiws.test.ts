import { describe, expect, it } from "vitest";
import { fakeApiClient as client, callSummary as summary } from "../testing/fakeApiClient.ts";
import type { WireUser } from "./wire.ts";

const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_100 };
const wireUser: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    {
      type: "wallet",
      address: "0xAbC0000000000000000000000000000000000001",
      chain_type: "ethereum",
      chain_id: "eip155:1",
      wallet_client_type: "metamask",
      connector_type: "injected",
      recovery_method: null,
      wallet_index: null,
      imported: false,
      delegated: false,
      ...times,
    },
    { type: "smart_wallet", address: "0xdef", smart_wallet_type: "safe", smart_wallet_version: null, ...times },
  ],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: true };

const signature = { message: "m", signature: "0x01", walletClientType: "metamask", connectorType: "injected" };

describe("siwe and siws API groups", () => {
  it("siwe.init sends the address (and captcha token) and returns the nonce with a Date", async () => {
    const { api, calls } = client([{ body: { nonce: "n1", expires_at: "2026-01-01T00:10:00.000Z" } }]);
    const result = await api.siwe.init({ address: "0xabc", captchaToken: "cap" });
    expect(result).toEqual({ nonce: "n1", expiresAt: new Date("2026-01-01T00:10:00.000Z") });
    expect(summary(calls)).toEqual([["siwe/init", { address: "0xabc", captcha_token: "cap" }, null]]);
  });

  it("siwe.authenticate sends snake_case and maps wallet accounts to camelCase", async () => {
    const { api, calls } = client([{ body: authBody }]);
    const result = await api.siwe.authenticate({ ...signature, chainId: 1, mode: "no-signup" });
    expect(summary(calls)).toEqual([
      [
        "siwe/authenticate",
        {
          message: "m",
          signature: "0x01",
          chain_id: 1,
          wallet_client_type: "metamask",
          connector_type: "injected",
          mode: "no-signup",
        },
        null,
      ],
    ]);
    expect(result.user.linkedAccounts[0]).toMatchObject({
      type: "wallet",
      chainType: "ethereum",
      chainId: "eip155:1",
      walletClientType: "metamask",
      firstVerifiedAt: new Date(1_700_000_000_000),
    });
    expect(result.user.linkedAccounts[1]).toMatchObject({ type: "smart_wallet", smartWalletType: "safe" });
  });

  it("siwe link, link_smart_wallet, unlink and transfer are authenticated", async () => {
    const { api, calls } = client([{ body: wireUser }, { body: wireUser }, { body: wireUser }, { body: wireUser }]);
    await api.siwe.link({ ...signature, chainId: "eip155:8453" });
    await api.siwe.linkSmartWallet({ message: "m", signature: "0x02", chainId: 1, smartWalletType: "safe" });
    await api.siwe.unlink({ address: "0xabc" });
    await api.siwe.transfer({ nonce: "t1" });
    expect(summary(calls)).toEqual([
      [
        "siwe/link",
        {
          message: "m",
          signature: "0x01",
          chain_id: "eip155:8453",
          wallet_client_type: "metamask",
          connector_type: "injected",
        },
        "Bearer tok",
      ],
      [
        "siwe/link_smart_wallet",
        { message: "m", signature: "0x02", chain_id: 1, smart_wallet_type: "safe" },
        "Bearer tok",
      ],
      ["siwe/unlink", { address: "0xabc" }, "Bearer tok"],
      ["siwe/transfer", { nonce: "t1" }, "Bearer tok"],
    ]);
  });

  it("siws calls its own endpoints", async () => {
    const { api, calls } = client([
      { body: { nonce: "n2", expires_at: "2026-01-01T00:10:00.000Z" } },
      { body: authBody },
      { body: wireUser },
      { body: wireUser },
      { body: wireUser },
    ]);
    await api.siws.init({ address: "So1" });
    const solana = { message: "m", signature: "c2ln", walletClientType: "phantom", connectorType: "solana_adapter" };
    const result = await api.siws.authenticate({ ...solana, messageType: "plain" });
    await api.siws.link(solana);
    await api.siws.unlink({ address: "So1" });
    await api.siws.transfer({ nonce: "t2" });
    expect(result.accessToken).toBe("access-1");
    const wire = { message: "m", signature: "c2ln", wallet_client_type: "phantom", connector_type: "solana_adapter" };
    expect(summary(calls)).toEqual([
      ["siws/init", { address: "So1" }, null],
      ["siws/authenticate", { ...wire, message_type: "plain" }, null],
      ["siws/link", wire, "Bearer tok"],
      ["siws/unlink", { address: "So1" }, "Bearer tok"],
      ["siws/transfer", { nonce: "t2" }, "Bearer tok"],
    ]);
  });
});
