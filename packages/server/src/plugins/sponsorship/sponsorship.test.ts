import { createApiClient, type EmbeddedWalletInfo, type WalletFrameOps } from "@foyer/core";
import { createEvmSponsorship } from "@foyer/core/transactions";
import {
  type Anvil,
  deployDevContracts,
  deployFoyerDelegate,
  devAccount,
  devDelegateAddress,
  startAnvil,
  TestUSDC,
} from "@foyer/devchain";
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";
import { DEV_DELEGATE_ADDRESS, DEV_RELAYER_PRIVATE_KEY } from "./devSponsorship.ts";
import { SponsorshipCaps } from "./SponsorshipCaps.ts";

const HOST = "http://localhost:5173";
const APP = "sponsor-app";
let anvil: Anvil;
let usdc: Address;
let nft: Address;
let delegate: Address;
let t: TestServer;
let seq = 0;

beforeAll(async () => {
  anvil = await startAnvil();
  ({ usdc, nft } = await deployDevContracts(anvil.rpcUrl));
  delegate = await deployFoyerDelegate(anvil.rpcUrl);
  t = await createTestServer({
    appId: APP,
    apps: [
      {
        id: APP,
        name: "Sponsor App",
        email_auth: true,
        allowed_origins: [HOST],
        sponsorship: {
          chains: { "31337": { rpc_url: anvil.rpcUrl, relayer_private_key: DEV_RELAYER_PRIVATE_KEY, delegate } },
          allowed_contracts: [usdc],
          daily_limit_per_user: 2,
        },
      } as never,
    ],
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

const chain = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
const usdcOf = (address: Address) =>
  chain().readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [address] });
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] });

/** A signed-in user with an embedded wallet (made in a Node wallet frame) holding 0 ETH and 50 USDC. */
async function userWithWallet() {
  const email = `s${++seq}-${Date.now()}@example.com`;
  const { token } = await t.login(email);
  const frame = nodeWalletFrame({
    frameUrl: t.started.walletFrameUrl as string,
    hostOrigin: HOST,
    appId: APP,
    allowedDelegates: [delegate],
  });
  const created = await frame.call("create", { accessToken: token });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const wallet = (created.result as { wallet: EmbeddedWalletInfo }).wallet;
  const ref = {
    accessToken: token,
    entropyId: wallet.entropyId,
    entropyIdVerifier: wallet.entropyIdVerifier,
    chainType: "ethereum" as const,
    hdWalletIndex: 0,
  };
  const minter = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) });
  await chain().waitForTransactionReceipt({
    hash: await minter.writeContract({
      address: usdc,
      abi: TestUSDC.abi,
      functionName: "mint",
      args: [wallet.address as Address, 50_000_000n],
    }),
    pollingInterval: 50,
  });
  // The client half of sponsorship, signing in the frame exactly as the embedded wallet runtime does.
  const sponsorship = createEvmSponsorship({
    request: createApiClient({ appId: APP, serverUrl: t.url, getAccessToken: async () => token }).request,
    publicClient: async () => chain(),
    signer: {
      address: wallet.address,
      async signAuthorization(authorization) {
        const answer = await frame.call("signAuthorization", { ...ref, authorization });
        if (!answer.ok) throw new Error(JSON.stringify(answer.error));
        return (answer.result as WalletFrameOps["signAuthorization"]["result"]).authorization;
      },
      async signTypedData(typedData) {
        const answer = await frame.call("signTypedData", { ...ref, typedData });
        if (!answer.ok) throw new Error(JSON.stringify(answer.error));
        return (answer.result as { signature: string }).signature;
      },
    },
  });
  return { token, address: wallet.address as Address, sponsorship };
}

describe("sponsorship plugin (EIP-7702 delegation + relayer) on anvil", () => {
  it("the dev constants match the dev chain: FoyerDelegate's address and the relayer key", () => {
    expect(DEV_DELEGATE_ADDRESS).toBe(devDelegateAddress());
    expect(delegate).toBe(DEV_DELEGATE_ADDRESS);
  });

  it("publishes the sponsored chains and their delegate; the frame page lists the delegate", async () => {
    expect((await t.get("/api/v1/sponsorship")).body).toEqual({ chains: [{ chain_id: 31337, delegate }] });
    const page = await fetch(`${t.started.walletFrameUrl}/apps/${APP}/embedded-wallets`).then((r) => r.text());
    expect(page).toContain(delegate);
  });

  it("a wallet with 0 ETH sends USDC with gas paid by the app, up to the per-user daily cap", async () => {
    const user = await userWithWallet();
    const bob = devAccount(3).address;
    const bobBefore = await usdcOf(bob);
    const call = { chainId: 31337, from: user.address, to: usdc, data: transfer(bob, 1_000_000n), value: 0n };
    expect(await user.sponsorship.canSponsor(call)).toBe(true);
    const batch = { chainId: 31337, from: user.address, calls: [{ to: usdc, data: call.data, value: 0n }] };
    const first = await user.sponsorship.send(batch);
    expect(
      (await chain().waitForTransactionReceipt({ hash: first as `0x${string}`, pollingInterval: 50 })).status,
    ).toBe("success");
    expect(await chain().getBalance({ address: user.address })).toBe(0n);
    expect(await usdcOf(bob)).toBe(bobBefore + 1_000_000n);
    // Delegated now: the second relay needs no authorization and uses the next relay nonce.
    const second = await user.sponsorship.send(batch);
    expect(
      (await chain().waitForTransactionReceipt({ hash: second as `0x${string}`, pollingInterval: 50 })).status,
    ).toBe("success");
    expect(await usdcOf(bob)).toBe(bobBefore + 2_000_000n);
    // The cap (2 per day) is reached: refused before anything is signed or sent.
    const check = await t.post(
      "/api/v1/sponsorship/check",
      { chain_id: 31337, address: user.address, calls: [{ to: usdc, value: "0", data: call.data }] },
      { token: user.token },
    );
    expect(check.body).toEqual({ sponsored: false, reason: "The daily sponsorship limit is reached.", remaining: 0 });
    await expect(user.sponsorship.send(batch)).rejects.toMatchObject({ code: "too_many_requests" });
    expect(await usdcOf(bob)).toBe(bobBefore + 2_000_000n);
  });

  it("the policy refuses other contracts, plain transfers, other users' wallets, and bad input", async () => {
    const user = await userWithWallet();
    const other = await userWithWallet();
    const post = (body: unknown, token = user.token) => t.post("/api/v1/sponsorship/check", body, { token });
    const nftCall = { chain_id: 31337, address: user.address, calls: [{ to: nft, value: "0", data: "0x" }] };
    expect((await post(nftCall)).body).toMatchObject({
      sponsored: false,
      reason: `Calls to ${nft} are not sponsored.`,
    });
    const plain = {
      chain_id: 31337,
      address: user.address,
      calls: [{ to: devAccount(2).address, value: "1", data: "0x" }],
    };
    expect((await post(plain)).body.sponsored).toBe(false);
    const theirs = { chain_id: 31337, address: other.address, calls: [{ to: usdc, value: "0", data: "0x" }] };
    expect((await post(theirs)).body).toMatchObject({
      sponsored: false,
      reason: "Only the user's embedded wallets are sponsored.",
    });
    expect((await post({ ...nftCall, chain_id: 1 })).body.sponsored).toBe(false);
    expect((await t.post("/api/v1/sponsorship/check", nftCall)).body.code).toBe("missing_or_invalid_token");
    for (const bad of [
      {},
      { ...nftCall, address: "0x12" },
      { ...nftCall, calls: [] },
      { ...nftCall, extra: 1 },
      "not json",
    ]) {
      const answer = await post(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("invalid_data");
    }
    const relay = await t.post(
      "/api/v1/sponsorship/transactions",
      {
        chain_id: 31337,
        address: other.address,
        calls: theirs.calls,
        deadline: Math.floor(Date.now() / 1000) + 60,
        signature: `0x${"11".repeat(65)}`,
      },
      { token: user.token },
    );
    expect(relay.status).toBe(400);
    expect(relay.body.code).toBe("not_supported");
  });

  it("a call that would revert is refused by the relayer's simulation and its cap slot is given back", async () => {
    const user = await userWithWallet();
    const tooMuch = {
      chainId: 31337,
      from: user.address,
      to: usdc,
      data: transfer(devAccount(3).address, 10n ** 30n),
      value: 0n,
    };
    await expect(
      user.sponsorship.send({
        chainId: 31337,
        from: user.address,
        calls: [{ to: usdc, data: tooMuch.data, value: 0n }],
      }),
    ).rejects.toMatchObject({
      code: "transaction_failure",
      message: expect.stringMatching(/^Simulation failed/),
    });
    const check = await t.post(
      "/api/v1/sponsorship/check",
      { chain_id: 31337, address: user.address, calls: [{ to: usdc, value: "0", data: tooMuch.data }] },
      { token: user.token },
    );
    expect(check.body.remaining).toBe(2);
  });

  it("caps hold under concurrency: 10 parallel reservations against a cap of 3 take exactly 3", async () => {
    const caps = new SponsorshipCaps(t.started.server.db, Date.now);
    const key = caps.key(`test:${Date.now()}`);
    const results = await Promise.all(Array.from({ length: 10 }, () => caps.reserve(key, 3)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await caps.used(key)).toBe(3);
    await caps.release(key);
    expect(await caps.reserve(key, 3)).toBe(true);
    expect(await caps.reserve(key, 3)).toBe(false);
  });
});
