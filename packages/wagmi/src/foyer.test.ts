import { createChainRegistry, type TransactionScreens } from "@foyer/core/transactions";
import { createEip1193Provider, type Eip1193Signer } from "@foyer/core/wallets";
import { type Anvil, devAccount, startAnvil } from "@foyer/devchain";
import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  getChainId,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from "@wagmi/core";
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foyer } from "./foyer.ts";

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil();
}, 60_000);
afterAll(() => anvil?.stop());

/** A key standing in for the wallet frame (its signing is tested in wallet-frame). */
function keySigner(): Eip1193Signer {
  const account = privateKeyToAccount(generatePrivateKey());
  return {
    address: account.address,
    signMessage: (m) => account.signMessage({ message: "hex" in m ? { raw: m.hex as `0x${string}` } : m.text }),
    signTypedData: (t) => account.signTypedData(t as never),
    signTransaction: (tx) =>
      account.signTransaction({
        chainId: tx.chainId,
        to: tx.to as `0x${string}`,
        value: BigInt(tx.value ?? "0"),
        nonce: tx.nonce,
        gas: BigInt(tx.gas ?? "0"),
        maxFeePerGas: BigInt(tx.maxFeePerGas ?? "0"),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? "0"),
      }),
  };
}

describe("@foyer/wagmi connector: wagmi's own actions on anvil", () => {
  it("connects, sends a transaction through the approval, signs a message, switches (and adds) a chain, disconnects", async () => {
    const signer = keySigner();
    const funder = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) });
    await createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: signer.address as `0x${string}`, value: parseEther("1") }),
      pollingInterval: 50,
    });
    const approvals: string[] = [];
    const screens: TransactionScreens = (flow) =>
      flow.subscribe((s) => {
        if (s.step === "approval") {
          approvals.push("approval");
          flow.send({ type: "approve" });
        }
        if (s.step === "success") flow.send({ type: "done" });
      });
    const local = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
    const provider = createEip1193Provider({
      signer,
      chains: createChainRegistry({ supportedChains: [local] }),
      transactions: {
        screens: screens as never,
        settings: { enforceWalletUis: false, fundingAvailable: false, scanning: false },
      },
    });
    // A second chain wagmi knows and the wallet does not: switchChain adds it (wallet_addEthereumChain) first.
    const other = { ...local, id: 1337, name: "Other local chain" };
    const config = createConfig({
      chains: [local, other],
      connectors: [foyer({ getProvider: async () => provider })],
      transports: { [local.id]: http(anvil.rpcUrl), [other.id]: http(anvil.rpcUrl) },
    });
    const connector = config.connectors[0];
    if (!connector) throw new Error("no connector");
    expect(connector.rdns).toBe("io.foyer.embedded");

    const connected = await connect(config, { connector });
    expect(connected.accounts).toEqual([signer.address]);
    expect(getAccount(config).status).toBe("connected");

    const to = devAccount(3).address;
    const hash = await sendTransaction(config, { to, value: 12_345n });
    expect(approvals).toEqual(["approval"]);
    expect((await waitForTransactionReceipt(config, { hash, pollingInterval: 50 })).status).toBe("success");

    const signature = await signMessage(config, { message: "hello wagmi" });
    expect(await verifyMessage({ address: signer.address as `0x${string}`, message: "hello wagmi", signature })).toBe(
      true,
    );

    await switchChain(config, { chainId: other.id });
    expect(getChainId(config)).toBe(other.id);
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x539");
    await switchChain(config, { chainId: local.id });
    expect(getChainId(config)).toBe(local.id);

    // Logging out of Foyer disconnects wagmi (accountsChanged []).
    provider.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getAccount(config).status).toBe("disconnected");
    await disconnect(config).catch(() => {});
  });
});
