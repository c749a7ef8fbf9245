import { describe, expect, it } from "vitest";
import type { LinkedAccount, User } from "../../types.ts";
import { walletsToCreateOnLogin } from "./walletsToCreateOnLogin.ts";

const now = new Date(0);
const wallet = (chainType: "ethereum" | "solana", walletClientType: string): LinkedAccount => ({
  type: "wallet",
  address: "0x0",
  chainType,
  chainId: null,
  walletClientType,
  connectorType: "x",
  recoveryMethod: null,
  walletIndex: null,
  imported: false,
  delegated: false,
  verifiedAt: now,
  firstVerifiedAt: now,
  latestVerifiedAt: now,
});
const user = (linkedAccounts: LinkedAccount[]): User => ({
  id: "u",
  createdAt: now,
  linkedAccounts,
  mfaMethods: [],
  hasAcceptedTerms: true,
  isGuest: false,
  customMetadata: {},
});

describe("walletsToCreateOnLogin", () => {
  it("is off by default and for no user", () => {
    expect(walletsToCreateOnLogin(user([]), { ethereum: "off", solana: "off" })).toEqual([]);
    expect(walletsToCreateOnLogin(null, { ethereum: "all-users", solana: "all-users" })).toEqual([]);
  });
  it("creates Ethereum before Solana for users lacking an embedded wallet (all-users)", () => {
    expect(
      walletsToCreateOnLogin(user([wallet("ethereum", "metamask")]), { ethereum: "all-users", solana: "all-users" }),
    ).toEqual(["ethereum", "solana"]);
    expect(
      walletsToCreateOnLogin(user([wallet("ethereum", "foyer")]), { ethereum: "all-users", solana: "off" }),
    ).toEqual([]);
  });
  it("users-without-wallets skips a chain where the user has any wallet", () => {
    const u = user([wallet("ethereum", "metamask")]);
    expect(walletsToCreateOnLogin(u, { ethereum: "users-without-wallets", solana: "users-without-wallets" })).toEqual([
      "solana",
    ]);
  });
});
