import { executeTypedData, foyerDelegateAbi } from "@foyer/core/transactions";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FoyerDelegate } from "./artifacts/FoyerDelegate.ts";
import { deployDevContracts } from "./deployDevContracts.ts";
import { DEV_RELAYER, deployFoyerDelegate, devDelegateAddress } from "./deployFoyerDelegate.ts";
import { devAccount } from "./devAccounts.ts";
import { type Anvil, startAnvil } from "./startAnvil.ts";

let anvil: Anvil;
let usdc: Address;
let delegate: Address;
beforeAll(async () => {
  anvil = await startAnvil();
  ({ usdc } = await deployDevContracts(anvil.rpcUrl));
  delegate = await deployFoyerDelegate(anvil.rpcUrl);
}, 60_000);
afterAll(() => anvil?.stop());

const client = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
const relayer = () =>
  createWalletClient({ account: devAccount(DEV_RELAYER), chain: foundry, transport: http(anvil.rpcUrl) });

/** A fresh account holding 0 ETH and 25 USDC (minted by the deployer). */
async function poorAccount() {
  const account = privateKeyToAccount(generatePrivateKey());
  const deployer = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) });
  const hash = await deployer.writeContract({
    address: usdc,
    abi: [
      {
        type: "function",
        name: "mint",
        inputs: [{ type: "address" }, { type: "uint256" }],
        outputs: [],
        stateMutability: "nonpayable",
      },
    ],
    functionName: "mint",
    args: [account.address, 25_000_000n],
  });
  await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return account;
}

const transfer = (to: Address, amount: bigint) => ({
  to: usdc,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] }),
});

describe("FoyerDelegate (EIP-7702) on anvil", () => {
  it("deploys at the fixed dev address; core's ABI matches the compiled one", async () => {
    expect(delegate).toBe(devDelegateAddress());
    expect(await deployFoyerDelegate(anvil.rpcUrl)).toBe(delegate);
    const compiled = new Set(FoyerDelegate.abi.filter((e) => e.type === "function").map((e) => e.name));
    for (const entry of foyerDelegateAbi) if (entry.type === "function") expect(compiled).toContain(entry.name);
  });

  it("a wallet with 0 ETH has its signed calls relayed, gas paid by the relayer; replay and forgery fail", async () => {
    const user = await poorAccount();
    const bob = devAccount(3).address;
    const chainId = foundry.id;
    const authorization = await user.signAuthorization({ chainId, address: delegate, nonce: 0 });
    const calls = [transfer(bob, 1_000_000n), transfer(bob, 2_000_000n)];
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
    const signature = await user.signTypedData(
      executeTypedData({ account: user.address, chainId, calls, nonce: 0n, deadline }),
    );
    const bobBefore = await client().readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [bob],
    });
    const hash = await relayer().sendTransaction({
      to: user.address,
      data: encodeFunctionData({
        abi: foyerDelegateAbi,
        functionName: "executeSigned",
        args: [calls, deadline, signature],
      }),
      authorizationList: [authorization],
    });
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe("success");
    expect(await client().getBalance({ address: user.address })).toBe(0n);
    expect(await client().readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [bob] })).toBe(
      bobBefore + 3_000_000n,
    );
    expect(await client().readContract({ address: user.address, abi: foyerDelegateAbi, functionName: "nonce" })).toBe(
      1n,
    );

    // The same signature again: the nonce moved on, so it no longer verifies.
    await expect(
      client().simulateContract({
        account: devAccount(DEV_RELAYER),
        address: user.address,
        abi: foyerDelegateAbi,
        functionName: "executeSigned",
        args: [calls, deadline, signature],
      }),
    ).rejects.toThrow(/Unauthorized/);
    // Someone else's signature over the account's next nonce.
    const forged = await devAccount(4).signTypedData(
      executeTypedData({ account: user.address, chainId, calls, nonce: 1n, deadline }),
    );
    await expect(
      client().simulateContract({
        account: devAccount(DEV_RELAYER),
        address: user.address,
        abi: foyerDelegateAbi,
        functionName: "executeSigned",
        args: [calls, deadline, forged],
      }),
    ).rejects.toThrow(/Unauthorized/);
    const late = await user.signTypedData(
      executeTypedData({ account: user.address, chainId, calls, nonce: 1n, deadline: 1n }),
    );
    await expect(
      client().simulateContract({
        account: devAccount(DEV_RELAYER),
        address: user.address,
        abi: foyerDelegateAbi,
        functionName: "executeSigned",
        args: [calls, 1n, late],
      }),
    ).rejects.toThrow(/Expired/);
  });

  it("execute: only the account itself runs a batch, atomically (one failing call reverts all)", async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const funder = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) });
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: owner.address, value: parseEther("1") }),
      pollingInterval: 50,
    });
    const wallet = createWalletClient({ account: owner, chain: foundry, transport: http(anvil.rpcUrl) });
    // Self-sponsored set-code transaction: the authorization nonce is the transaction's nonce + 1.
    const authorization = await wallet.signAuthorization({ contractAddress: delegate, executor: "self" });
    const bob = devAccount(5).address;
    const batch = [
      { to: bob, value: 1n, data: "0x" as const },
      { to: bob, value: 2n, data: "0x" as const },
    ];
    const before = await client().getBalance({ address: bob });
    const hash = await wallet.sendTransaction({
      to: owner.address,
      data: encodeFunctionData({ abi: foyerDelegateAbi, functionName: "execute", args: [batch] }),
      authorizationList: [authorization],
    });
    expect((await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe("success");
    expect(await client().getBalance({ address: bob })).toBe(before + 3n);
    await expect(
      client().simulateContract({
        account: devAccount(6),
        address: owner.address,
        abi: foyerDelegateAbi,
        functionName: "execute",
        args: [batch],
      }),
    ).rejects.toThrow(/Unauthorized/);
    // A batch whose second call fails leaves the first undone.
    const failing = [{ to: bob, value: 1n, data: "0x" as const }, transfer(bob, 10n ** 30n)];
    await expect(
      client().simulateContract({
        account: owner,
        address: owner.address,
        abi: foyerDelegateAbi,
        functionName: "execute",
        args: [failing],
      }),
    ).rejects.toThrow(/CallFailed/);
  });
});
