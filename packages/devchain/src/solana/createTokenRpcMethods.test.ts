import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  devnet as devnetUrl,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { getCreateAccountInstruction } from "@solana-program/system";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTokenDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet.ts";

const SOL = 1_000_000_000n;
/** 6 decimals, like USDC on Solana (spec 001 §9). */
const DECIMALS = 6;

describe("local Solana RPC: token accounts and getTransaction, driven by @solana/kit and the real SPL Token program", () => {
  let devnet: SolanaDevnet;
  let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnetUrl>>>;
  let payer: KeyPairSigner;
  let holder: KeyPairSigner;
  let mint: KeyPairSigner;
  let holderAta: Awaited<ReturnType<typeof findAssociatedTokenPda>>[0];
  let mintSignature: string;

  async function send(instructions: Instruction[], feePayer = payer) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: "base64" }).send();
    return getSignatureFromTransaction(signed);
  }

  beforeAll(async () => {
    payer = await generateKeyPairSigner();
    holder = await generateKeyPairSigner();
    mint = await generateKeyPairSigner();
    devnet = await startSolanaDevnet({ funded: { [payer.address]: 5n * SOL, [holder.address]: SOL } });
    rpc = createSolanaRpc(devnetUrl(devnet.rpcUrl));
    const space = BigInt(getMintSize());
    const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
    await send([
      getCreateAccountInstruction({
        payer,
        newAccount: mint,
        lamports: rent,
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals: DECIMALS, mintAuthority: payer.address }),
    ]);
    [holderAta] = await findAssociatedTokenPda({
      owner: holder.address,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    mintSignature = await send([
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: holder.address, mint: mint.address }),
      getMintToInstruction({ mint: mint.address, token: holderAta, mintAuthority: payer, amount: 2_500_000n }),
    ]);
  });
  afterAll(() => devnet?.stop());

  it("finds the holder's token account by mint, parsed as Solana's jsonParsed encoding", async () => {
    const answer = await rpc
      .getTokenAccountsByOwner(holder.address, { mint: mint.address }, { encoding: "jsonParsed" })
      .send();
    expect(answer.value).toHaveLength(1);
    const [entry] = answer.value;
    expect(entry?.pubkey).toBe(holderAta);
    expect(entry?.account.owner).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(entry?.account.data).toMatchObject({
      program: "spl-token",
      parsed: {
        type: "account",
        info: {
          mint: mint.address,
          owner: holder.address,
          state: "initialized",
          isNative: false,
          tokenAmount: { amount: "2500000", decimals: DECIMALS, uiAmount: 2.5, uiAmountString: "2.5" },
        },
      },
    });
  });

  it("filters by token program and answers base64 data that the SPL codec decodes", async () => {
    const answer = await rpc
      .getTokenAccountsByOwner(holder.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: "base64" })
      .send();
    expect(answer.value.map((e) => e.pubkey)).toEqual([holderAta]);
    const [data] = answer.value[0]?.account.data ?? [""];
    const token = getTokenDecoder().decode(Buffer.from(data, "base64"));
    expect(token).toMatchObject({ mint: mint.address, owner: holder.address, amount: 2_500_000n });
    // The payer holds no token account of this mint.
    const none = await rpc
      .getTokenAccountsByOwner(payer.address, { mint: mint.address }, { encoding: "base64" })
      .send();
    expect(none.value).toEqual([]);
  });

  it("answers the balance of one token account, and refuses what is no token account or mint", async () => {
    const balance = await rpc.getTokenAccountBalance(holderAta).send();
    expect(balance.value).toMatchObject({ amount: "2500000", decimals: DECIMALS, uiAmountString: "2.5" });
    await expect(rpc.getTokenAccountBalance(holder.address).send()).rejects.toThrow(/not a Token account/);
    await expect(
      rpc.getTokenAccountsByOwner(holder.address, { mint: holder.address }, { encoding: "base64" }).send(),
    ).rejects.toThrow(/could not find mint/);
    await expect(
      rpc.getTokenAccountsByOwner(holder.address, { programId: holder.address }, { encoding: "base64" }).send(),
    ).rejects.toThrow(/unrecognized Token program id/);
  });

  it("getTransaction: the minting transaction with its fee, balances, token balances and logs", async () => {
    const tx = await rpc
      .getTransaction(mintSignature as Parameters<typeof rpc.getTransaction>[0], {
        encoding: "json",
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(tx).not.toBeNull();
    expect(tx?.version).toBe(0);
    expect(tx?.transaction.signatures).toEqual([mintSignature]);
    expect(tx?.transaction.message.accountKeys[0]).toBe(payer.address);
    expect(tx?.meta?.err).toBeNull();
    expect(tx?.meta?.fee).toBe(5_000n);
    // The payer paid the fee and the new account's rent: its balance went down by more than the fee.
    const [payerBefore = 0n] = tx?.meta?.preBalances ?? [];
    const [payerAfter = 0n] = tx?.meta?.postBalances ?? [];
    expect(payerBefore - payerAfter).toBeGreaterThan(5_000n);
    expect(tx?.meta?.preTokenBalances).toEqual([]);
    expect(tx?.meta?.postTokenBalances).toEqual([
      expect.objectContaining({
        mint: mint.address,
        owner: holder.address,
        uiTokenAmount: expect.objectContaining({ amount: "2500000" }),
      }),
    ]);
    expect(tx?.meta?.logMessages?.join("\n")).toContain(TOKEN_PROGRAM_ADDRESS);
  });

  it("getTransaction: a token transfer's token balances before and after; base64 round-trips; unknown is null", async () => {
    const other = await generateKeyPairSigner();
    const [otherAta] = await findAssociatedTokenPda({
      owner: other.address,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const signature = await send([
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: other.address, mint: mint.address }),
      getTransferCheckedInstruction({
        source: holderAta,
        mint: mint.address,
        destination: otherAta,
        authority: holder,
        amount: 1_000_000n,
        decimals: DECIMALS,
      }),
    ]);
    const tx = await rpc.getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 }).send();
    const amounts = (list: readonly { owner?: string; uiTokenAmount: { amount: string } }[] | null | undefined) =>
      Object.fromEntries((list ?? []).map((b) => [b.owner, b.uiTokenAmount.amount]));
    expect(amounts(tx?.meta?.preTokenBalances)).toEqual({ [holder.address]: "2500000" });
    expect(amounts(tx?.meta?.postTokenBalances)).toEqual({ [holder.address]: "1500000", [other.address]: "1000000" });
    expect(tx?.meta?.fee).toBe(10_000n); // two signers

    const raw = await rpc.getTransaction(signature, { encoding: "base64", maxSupportedTransactionVersion: 0 }).send();
    expect(Buffer.from(raw?.transaction[0] ?? "", "base64").length).toBeGreaterThan(100);
    // Without the version opt-in a v0 transaction is refused, as Solana's RPC does.
    await expect(rpc.getTransaction(signature, { encoding: "json" }).send()).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    );
    const unknown = await generateKeyPairSigner();
    const never = await rpc
      .getTransaction(
        getSignatureFromTransaction(
          await signTransactionMessageWithSigners(
            pipe(
              createTransactionMessage({ version: 0 }),
              (m) => setTransactionMessageFeePayerSigner(unknown, m),
              (m) =>
                setTransactionMessageLifetimeUsingBlockhash(
                  { blockhash: (tx?.transaction.message.recentBlockhash ?? "") as never, lastValidBlockHeight: 0n },
                  m,
                ),
            ),
          ),
        ),
        { encoding: "json", maxSupportedTransactionVersion: 0 },
      )
      .send();
    expect(never).toBeNull();
  });
});
