import { describe, expect, it } from "vitest";
import { fetchWalletListings, WALLET_LISTING_URL } from "./fetchWalletListings.ts";

describe("fetchWalletListings", () => {
  it("asks the listing service with the project id and reads its listings", async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(
        JSON.stringify({
          listings: {
            a1: {
              id: "a1",
              name: "Trust Wallet",
              slug: "trust",
              homepage: "https://trust.example",
              chains: ["eip155:1", 7],
              image_url: { sm: "https://img/sm.png", md: "https://img/md.png" },
              mobile: { native: "trust:", universal: "https://link.trust.example" },
              rdns: "com.trustwallet.app",
            },
            bad: { name: "no id" },
          },
          count: 2,
        }),
      );
    }) as unknown as typeof fetch;
    const listed = await fetchWalletListings("proj 1", fakeFetch, 10);
    expect(calls).toEqual([`${WALLET_LISTING_URL}?projectId=proj%201&entries=10&page=1`]);
    expect(listed).toEqual([
      {
        id: "a1",
        name: "Trust Wallet",
        slug: "trust",
        homepage: "https://trust.example",
        chains: ["eip155:1"],
        rdns: "com.trustwallet.app",
        imageUrl: { sm: "https://img/sm.png", md: "https://img/md.png" },
        mobile: { native: "trust:", universal: "https://link.trust.example" },
      },
    ]);
  });

  it("answers [] when the service is unreachable", async () => {
    const failing = (async () => {
      throw new TypeError("offline");
    }) as unknown as typeof fetch;
    expect(await fetchWalletListings("p", failing)).toEqual([]);
  });
});
