import { type SolanaDevnet, startSolanaDevnet } from "@foyer/devchain";
import { ed25519 } from "@noble/curves/ed25519.js";
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import { getAddMemoInstruction } from "@solana-program/memo";
import { getTransferSolInstruction } from "@solana-program/system";
import { getTransferCheckedInstruction } from "@solana-program/token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalPriceSource } from "../../prices/createLocalPriceSource.ts";
import { createSolanaStandardWallet } from "../../wallets/embedded/createSolanaStandardWallet.ts";
import { registerWalletStandard } from "../../wallets/embedded/registerWalletStandard.ts";
import type { TransactionScreens } from "../TransactionScreens.ts";
import { solanaReviewViewModel } from "../views/solanaReviewViewModel.ts";
import { createEmbeddedSolanaWallet } from "./createEmbeddedSolanaWallet.ts";
import type { PreparedSolanaTransaction } from "./PreparedSolanaTransaction.ts";

/** SPL Memo v2, the memo program LiteSVM (and most clusters' traffic) has. */
const MEMO_V2 = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr" as Address;
let chain: SolanaDevnet;
beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 });
}, 60_000);
afterAll(() => chain?.stop());

/** A key standing in for the frame's (the frame's ed25519 signing is tested in wallet-frame). */
function keyWallet(screens: TransactionScreens<PreparedSolanaTransaction> | null, signed: { count: number }) {
  const secret = ed25519.utils.randomSecretKey();
  const address = getBase58Decoder().decode(ed25519.getPublicKey(secret));
  return createEmbeddedSolanaWallet({
    address,
    signMessages: async (messages) => {
      signed.count += messages.length;
      return messages.map((m) => ed25519.sign(m, secret));
    },
    signMessage: async (m) => ed25519.sign(m, secret),
    defaultCluster: "localnet",
    rpcUrls: { localnet: chain.rpcUrl },
    settings: { enforceWalletUis: false, fundingAvailable: false, scanning: false },
    screens: () => screens,
    prices: createLocalPriceSource(),
  });
}

async function transferBytes(from: string, to: string, amount: bigint, memo = "lunch") {
  const rpc = createSolanaRpc(chain.rpcUrl);
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from as Address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({ source: createNoopSigner(from as Address), destination: to as Address, amount }),
          getAddMemoInstruction({ memo }, { programAddress: MEMO_V2 }),
        ],
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

const balance = (address: string) =>
  createSolanaRpc(chain.rpcUrl)
    .getBalance(address as Address)
    .send()
    .then((r) => r.value);
const airdrop = async (address: string, sol: bigint) => {
  await createSolanaRpc(chain.rpcUrl)
    .requestAirdrop(address as Address, lamports(sol * 1_000_000_000n))
    .send();
};

describe("embedded Solana wallet on LiteSVM", () => {
  it("reviews (with the 'Advanced' breakdown), signs and sends SOL; the receiver gets it", {
    timeout: 30_000,
  }, async () => {
    const signed = { count: 0 };
    const shown: ReturnType<typeof solanaReviewViewModel>[] = [];
    const screens: TransactionScreens<PreparedSolanaTransaction> = (flow) =>
      flow.subscribe((s) => {
        if (s.step === "approval") {
          shown.push(solanaReviewViewModel(s));
          flow.send({ type: "approve" });
        }
        if (s.step === "success") flow.send({ type: "done" });
        if (s.step === "error") flow.send({ type: "close" });
      });
    const wallet = keyWallet(screens, signed);
    await airdrop(wallet.address, 2n);
    const bob = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    const signature = await wallet.signAndSendTransaction(await transferBytes(wallet.address, bob, 500_000_000n));
    expect(signature.length).toBeGreaterThan(40);
    expect(await balance(bob)).toBe(500_000_000n);
    expect(signed.count).toBe(1);
    const view = shown[0];
    expect(view?.network).toBe("Solana Local");
    expect(view?.amount).toMatchObject({ primary: "$75.00", secondary: "0.5 SOL" });
    expect(view?.fee?.secondary).toBe("0.000005 SOL");
    expect(view?.advanced).toMatchObject({ title: "Advanced", open: false, maxHeightPx: 700 });
    expect(view?.advanced.instructions.map((i) => i.name)).toEqual(["Transfer Sol", "Memo"]);
    expect([view?.progress, view?.insufficient]).toEqual([null, false]);
  });

  it("a token transfer needs the tokens, not only lamports for the fee: a wallet with SOL and no USDC cannot pay", {
    timeout: 30_000,
  }, async () => {
    const shown: ReturnType<typeof solanaReviewViewModel>[] = [];
    const screens: TransactionScreens<PreparedSolanaTransaction> = (flow) =>
      flow.subscribe((s) => {
        if (s.step === "approval") {
          shown.push(solanaReviewViewModel(s));
          flow.send({ type: "close" });
        }
      });
    const wallet = keyWallet(screens, { count: 0 });
    await airdrop(wallet.address, 1n);
    const key = () => getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey())) as Address;
    const { value: blockhash } = await createSolanaRpc(chain.rpcUrl).getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(wallet.address as Address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferCheckedInstruction({
              source: key(),
              mint: key(),
              destination: key(),
              authority: createNoopSigner(wallet.address as Address),
              amount: 1_000_000n,
              decimals: 6,
            }),
          ],
          m,
        ),
    );
    const bytes = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
    await expect(wallet.signAndSendTransaction(bytes)).rejects.toBeDefined();
    expect(shown[0]?.insufficient).toBeTruthy();
  });

  it("sign-all signs several transactions at one review without sending; headless when asked", {
    timeout: 30_000,
  }, async () => {
    const signed = { count: 0 };
    const wallet = keyWallet(null, signed);
    await airdrop(wallet.address, 1n);
    const bob = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    const txs = [
      await transferBytes(wallet.address, bob, 1000n, "a"),
      await transferBytes(wallet.address, bob, 2000n, "b"),
    ];
    const out = await wallet.signAllTransactions(txs, { showWalletUIs: false });
    expect(out).toHaveLength(2);
    for (const bytes of out) {
      const decoded = getTransactionDecoder().decode(bytes);
      const signature = decoded.signatures[wallet.address as Address];
      expect(
        signature &&
          ed25519.verify(signature, new Uint8Array(decoded.messageBytes), getBase58EncoderBytes(wallet.address)),
      ).toBe(true);
    }
    expect(await balance(bob)).toBe(0n);
    // Without screens and without skipping them, nothing is signed.
    await expect(wallet.signTransaction(txs[0] as Uint8Array)).rejects.toThrow(/No transaction screen/);
  });

  it("a wallet without SOL: insufficient funds ('Insufficient balance'), nothing signed", {
    timeout: 30_000,
  }, async () => {
    const signed = { count: 0 };
    const wallet = keyWallet(null, signed);
    const bob = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    await expect(
      wallet.signAndSendTransaction(await transferBytes(wallet.address, bob, 1000n), { showWalletUIs: false }),
    ).rejects.toMatchObject({
      code: "insufficient_balance",
    });
    expect(signed.count).toBe(0);
  });

  it("registers as a Wallet Standard wallet that connects and signs and sends through the review", {
    timeout: 30_000,
  }, async () => {
    const signed = { count: 0 };
    const wallet = keyWallet(
      (flow) =>
        flow.subscribe((s) =>
          flow.send({ type: s.step === "success" ? "done" : s.step === "error" ? "close" : "approve" }),
        ),
      signed,
    );
    await airdrop(wallet.address, 1n);
    const standard = createSolanaStandardWallet(wallet, {
      name: "Foyer Demo wallet",
      icon: "data:image/svg+xml;base64,PHN2Zy8+",
    });
    const target = new EventTarget();
    const registered: unknown[] = [];
    const register = (w: unknown) => {
      registered.push(w);
      return () => {};
    };
    // An app already listening (it answers register-wallet events) …
    target.addEventListener("wallet-standard:register-wallet", (event) => (event as CustomEvent).detail({ register }));
    const unregister = registerWalletStandard(standard, target);
    // … and one that loads later (it announces app-ready).
    target.dispatchEvent(
      new CustomEvent("wallet-standard:app-ready", {
        detail: { register },
      }),
    );
    expect(registered).toEqual([standard, standard]);
    unregister();
    const { accounts } = await standard.features["standard:connect"].connect();
    expect(accounts[0]?.address).toBe(wallet.address);
    expect(standard.chains).toContain("solana:devnet");
    const bob = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    const [result] = await standard.features["solana:signAndSendTransaction"].signAndSendTransaction({
      account: accounts[0] as { address: string },
      transaction: await transferBytes(wallet.address, bob, 10_000_000n),
      chain: "solana:localnet",
    });
    expect(result?.signature).toHaveLength(64);
    expect(await balance(bob)).toBe(10_000_000n);
    const [message] = await standard.features["solana:signMessage"].signMessage({
      account: accounts[0] as { address: string },
      message: new Uint8Array([1, 2]),
    });
    expect(
      ed25519.verify(message?.signature as Uint8Array, new Uint8Array([1, 2]), getBase58EncoderBytes(wallet.address)),
    ).toBe(true);
  });
});

function getBase58EncoderBytes(address: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(address));
}
