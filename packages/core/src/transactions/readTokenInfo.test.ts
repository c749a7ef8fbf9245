import { type Anvil, deployDevContracts, startAnvil } from "@foyer/devchain";
import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTokenInfo } from "./readTokenInfo.ts";

let anvil: Anvil;
let contracts: Awaited<ReturnType<typeof deployDevContracts>>;
beforeAll(async () => {
  anvil = await startAnvil();
  contracts = await deployDevContracts(anvil.rpcUrl);
}, 60_000);
afterAll(() => anvil?.stop());

describe("readTokenInfo on anvil", () => {
  it("reads an ERC-20's symbol and decimals, an ERC-721 by ERC-165, and nothing from an account", async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await readTokenInfo(client, contracts.usdc)).toEqual({ kind: "erc20", symbol: "USDC", decimals: 6 });
    expect(await readTokenInfo(client, contracts.nft)).toMatchObject({ kind: "erc721" });
    expect(await readTokenInfo(client, "0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toEqual({ kind: "unknown" });
  });

  it("says ERC-1155 when ERC-165 says so", async () => {
    const client = {
      readContract: async ({ functionName, args }: { functionName: string; args?: readonly unknown[] }) => {
        if (functionName === "supportsInterface") return args?.[0] === "0xd9b67a26";
        throw new Error("reverted");
      },
    };
    expect(await readTokenInfo(client as never, "0x0000000000000000000000000000000000000001")).toEqual({
      kind: "erc1155",
    });
  });
});
