import { describe, expect, it } from "vitest";
import { fakeApiClient as client, callSummary as summary } from "../testing/fakeApiClient.ts";
import type { WireUser } from "./wire.ts";

const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_100 };
const wireUser: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    {
      type: "farcaster",
      fid: 4242,
      owner_address: "0x0000000000000000000000000000000000000001",
      username: "alice",
      display_name: "Alice",
      bio: null,
      profile_picture_url: null,
      ...times,
    },
  ],
  mfa_methods: [],
  has_accepted_terms: true,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: true };
const proof = { message: "m", signature: "0xab", fid: 4242, channelToken: "ch-1" };
const proofWire = { message: "m", signature: "0xab", fid: 4242, channel_token: "ch-1" };

describe("farcaster API group", () => {
  it("init and status translate the wire shapes", async () => {
    const { api, calls } = client([
      { body: { channel_token: "ch-1", connect_uri: "https://farcaster.xyz/~/siwf?channelToken=ch-1" } },
      { body: { state: "pending" } },
      {
        body: {
          state: "completed",
          message: "m",
          signature: "0xab",
          fid: 4242,
          username: "alice",
          display_name: "Alice",
          pfp_url: null,
          bio: "hi",
        },
      },
    ]);
    expect(await api.farcaster.init()).toEqual({
      channelToken: "ch-1",
      connectUri: "https://farcaster.xyz/~/siwf?channelToken=ch-1",
    });
    expect(await api.farcaster.status({ channelToken: "ch-1" })).toEqual({ state: "pending" });
    expect(await api.farcaster.status({ channelToken: "ch-1" })).toEqual({
      state: "completed",
      message: "m",
      signature: "0xab",
      fid: 4242,
      username: "alice",
      displayName: "Alice",
      pfpUrl: null,
      bio: "hi",
    });
    expect(summary(calls)).toEqual([
      ["farcaster/init", {}, null],
      ["farcaster/status", { channel_token: "ch-1" }, null],
      ["farcaster/status", { channel_token: "ch-1" }, null],
    ]);
  });

  it("authenticate (mode only when given), link, unlink and transfer; the account becomes camelCase", async () => {
    const { api, calls } = client([
      { body: authBody },
      { body: authBody },
      { body: wireUser },
      { body: wireUser },
      { body: wireUser },
    ]);
    const result = await api.farcaster.authenticate(proof);
    await api.farcaster.authenticate({ ...proof, mode: "no-signup" });
    await api.farcaster.link(proof);
    await api.farcaster.unlink({ fid: 4242 });
    await api.farcaster.transfer({ nonce: "n" });
    expect(result.user.linkedAccounts[0]).toMatchObject({ type: "farcaster", fid: 4242, displayName: "Alice" });
    expect(summary(calls)).toEqual([
      ["farcaster/authenticate", proofWire, null],
      ["farcaster/authenticate", { ...proofWire, mode: "no-signup" }, null],
      ["farcaster/link", proofWire, "Bearer tok"],
      ["farcaster/unlink", { fid: 4242 }, "Bearer tok"],
      ["farcaster/transfer", { nonce: "n" }, "Bearer tok"],
    ]);
  });
});
