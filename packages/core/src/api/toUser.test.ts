import { describe, expect, it } from "vitest";
import { toAuthResult } from "./toAuthResult.ts";
import { toUser } from "./toUser.ts";
import { userFromBody } from "./userFromBody.ts";
import type { WireUser } from "./wire.ts";

const wireUser: WireUser = {
  id: "did:foyer:u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    {
      type: "email",
      address: "ada@example.com",
      verified_at: 1_700_000_100,
      first_verified_at: 1_700_000_100,
      latest_verified_at: 1_700_000_200,
    },
  ],
  mfa_methods: ["sms"],
  has_accepted_terms: true,
  is_guest: false,
  custom_metadata: { plan: "pro", seats: 3, beta: true },
};

describe("toUser", () => {
  it("converts snake_case and Unix seconds to the client shape", () => {
    const user = toUser(wireUser);
    expect(user).toEqual({
      id: "did:foyer:u1",
      createdAt: new Date(1_700_000_000_000),
      linkedAccounts: [
        {
          type: "email",
          address: "ada@example.com",
          verifiedAt: new Date(1_700_000_100_000),
          firstVerifiedAt: new Date(1_700_000_100_000),
          latestVerifiedAt: new Date(1_700_000_200_000),
        },
      ],
      mfaMethods: ["sms"],
      hasAcceptedTerms: true,
      isGuest: false,
      customMetadata: { plan: "pro", seats: 3, beta: true },
      email: user.linkedAccounts[0],
    });
    expect(user.email?.address).toBe("ada@example.com");
  });

  it("has no email shortcut without an email account", () => {
    const user = toUser({ ...wireUser, linked_accounts: [] });
    expect(user.email).toBeUndefined();
    expect("email" in user).toBe(false);
  });

  it("converts account kinds it has no explicit code for by the same rule", () => {
    const wallet = {
      type: "wallet",
      address: "0xabc",
      chain_type: "ethereum",
      wallet_client_type: "metamask",
      first_verified_at: 1_700_000_000,
      wallet_index: null,
    };
    const user = toUser({ ...wireUser, linked_accounts: [wallet as never] });
    expect(user.linkedAccounts[0]).toEqual({
      type: "wallet",
      address: "0xabc",
      chainType: "ethereum",
      walletClientType: "metamask",
      firstVerifiedAt: new Date(1_700_000_000_000),
      walletIndex: null,
    });
  });

  it("does not share arrays or objects with the wire value", () => {
    const user = toUser(wireUser);
    expect(user.mfaMethods).not.toBe(wireUser.mfa_methods);
    expect(user.customMetadata).not.toBe(wireUser.custom_metadata);
  });
});

describe("userFromBody", () => {
  it("accepts both { user } and a bare wire user", () => {
    expect(userFromBody({ user: wireUser }).id).toBe("did:foyer:u1");
    expect(userFromBody(wireUser).id).toBe("did:foyer:u1");
  });
});

describe("toAuthResult", () => {
  it("renames tokens and converts the user", () => {
    const result = toAuthResult({ user: wireUser, token: "at", refresh_token: "rt", is_new_user: true });
    expect(result).toMatchObject({ accessToken: "at", refreshToken: "rt", isNewUser: true });
    expect(result.user.createdAt).toEqual(new Date(1_700_000_000_000));
  });
});
