import {
  address,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet as devnetUrl,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet.ts";

const SOL = 1_000_000_000n;

describe("startSolanaDevnet: LiteSVM behind JSON-RPC, driven by @solana/kit", () => {
  let devnet: SolanaDevnet;
  let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnetUrl>>>;
  let alice: KeyPairSigner;
  let bob: KeyPairSigner;

  beforeAll(async () => {
    alice = await generateKeyPairSigner();
    bob = await generateKeyPairSigner();
    devnet = await startSolanaDevnet({ funded: { [alice.address]: 5n * SOL } });
    rpc = createSolanaRpc(devnetUrl(devnet.rpcUrl));
  });
  afterAll(() => devnet?.stop());

  async function transfer(amount: bigint, from = alice) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: from, destination: bob.address, amount }),
          m,
        ),
    );
    return signTransactionMessageWithSigners(message);
  }

  it("answers version, slot, health and genesis hash", async () => {
    expect((await rpc.getVersion().send())["solana-core"]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(typeof (await rpc.getSlot().send())).toBe("bigint");
    expect(await rpc.getHealth().send()).toBe("ok");
    expect((await rpc.getGenesisHash().send()).length).toBeGreaterThanOrEqual(32);
  });

  it("credits funded accounts and airdrops, and reads accounts", async () => {
    expect((await rpc.getBalance(alice.address).send()).value).toBe(5n * SOL);
    const airdrop = await rpc.requestAirdrop(bob.address, lamports(2n * SOL)).send();
    const [status] = (await rpc.getSignatureStatuses([airdrop]).send()).value;
    expect(status?.confirmationStatus).toBe("finalized");
    expect((await rpc.getBalance(bob.address).send()).value).toBe(2n * SOL);

    const account = await rpc.getAccountInfo(bob.address, { encoding: "base64" }).send();
    expect(account.value).toMatchObject({ lamports: 2n * SOL, owner: "11111111111111111111111111111111" });
    expect(account.value?.data).toEqual(["", "base64"]);
    const program = await rpc
      .getAccountInfo(address("11111111111111111111111111111111"), { encoding: "base64" })
      .send();
    expect(program.value?.executable).toBe(true);
    const nobody = await generateKeyPairSigner();
    expect((await rpc.getAccountInfo(nobody.address, { encoding: "base64" }).send()).value).toBeNull();
  });

  it("sends a signed transfer, confirms it by status, and moves the slot on", async () => {
    const before = (await rpc.getBalance(bob.address).send()).value;
    const slotBefore = await rpc.getSlot().send();
    const signed = await transfer(SOL / 10n);
    const wire = getBase64EncodedWireTransaction(signed);
    const signature = await rpc.sendTransaction(wire, { encoding: "base64" }).send();
    expect(signature).toBe(getSignatureFromTransaction(signed));
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: "finalized" });
    expect((await rpc.getBalance(bob.address).send()).value).toBe(before + SOL / 10n);
    expect(await rpc.getSlot().send()).toBeGreaterThan(slotBefore);
    // An unknown signature has no status.
    const [unknown] = (await rpc.getSignatureStatuses([getSignatureFromTransaction(await transfer(1n))]).send()).value;
    expect(unknown).toBeNull();
  });

  it("simulates without landing, and reports a failing transfer as Solana's RPC does", async () => {
    const before = (await rpc.getBalance(bob.address).send()).value;
    const ok = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(await transfer(1_000n)), { encoding: "base64" })
      .send();
    expect(ok.value.err).toBeNull();
    expect(ok.value.logs?.join("\n")).toContain("success");
    expect((await rpc.getBalance(bob.address).send()).value).toBe(before);

    const tooMuch = getBase64EncodedWireTransaction(await transfer(1_000n * SOL));
    const simulated = await rpc.simulateTransaction(tooMuch, { encoding: "base64" }).send();
    expect(simulated.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    await expect(rpc.sendTransaction(tooMuch, { encoding: "base64" }).send()).rejects.toThrow();
    // (@solana/kit reads every JSON number as a bigint.) Skipping preflight, the transaction "lands" and fails: its status carries the error.
    const signature = await rpc.sendTransaction(tooMuch, { encoding: "base64", skipPreflight: true }).send();
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
  });

  it("confirms through websocket subscriptions: @solana/kit's sendAndConfirmTransaction", async () => {
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnetUrl(devnet.wsUrl));
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
    const before = (await rpc.getBalance(bob.address).send()).value;
    const signed = await transfer(SOL / 100n);
    await sendAndConfirm(signed as Parameters<typeof sendAndConfirm>[0], { commitment: "confirmed" });
    expect((await rpc.getBalance(bob.address).send()).value).toBe(before + SOL / 100n);
    // A slot subscription sees the next landed transaction.
    const abort = new AbortController();
    const slots = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
    const next = slots[Symbol.asyncIterator]().next();
    await rpc.requestAirdrop(bob.address, lamports(1n)).send();
    expect((await next).value?.slot).toBeGreaterThan(0n);
    abort.abort();
  });

  it("speaks plain JSON-RPC: batches, unknown methods, CORS preflight", async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "getSlot" },
        { jsonrpc: "2.0", id: 2, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 3, method: "getBalance", params: ["not-an-address"] },
        { jsonrpc: "2.0", id: 4, method: "getSignatureStatuses", params: [["not-a-signature"]] },
        { jsonrpc: "2.0", id: 5, method: "sendTransaction", params: ["AAAA", { encoding: "base64" }] },
      ]),
    });
    const [slot, unknown, invalid, noStatus, garbage] = await response.json();
    expect(noStatus.result.value).toEqual([null]);
    expect(garbage.error.code).toBe(-32602);
    expect(slot.id).toBe(1);
    expect(typeof slot.result).toBe("number");
    expect(unknown.error.code).toBe(-32601);
    expect(invalid.error.code).toBe(-32602);
    const preflight = await fetch(devnet.rpcUrl, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });
});
