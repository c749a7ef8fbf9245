import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { getAssignInstruction, getCreateAccountInstruction, getTransferSolInstruction } from "@solana-program/system";
import {
  AuthorityType,
  findAssociatedTokenPda,
  getApproveInstruction,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import type { ScanLabel, ScanScenario } from "./ScanScenario.ts";

const SOL = 1_000_000_000n;
const DECIMALS = 6;
const UNIT = 10n ** BigInt(DECIMALS);
const MAX_U64 = 2n ** 64n - 1n;

/** The Solana scenarios and the addresses the corpus blocklist must name. */
export interface SolanaScanCorpus {
  scenarios: ScanScenario[];
  blocklisted: string;
}

/**
 * Sets up a token, a victim holding SOL and tokens, a friend, a program-owned delegate, an attacker wallet
 * and a blocklisted wallet on a local Solana RPC (LiteSVM behind startSolanaDevnet), then signs (never
 * sends) the victim's scenario transactions: honest SOL and token transfers and a bounded delegate to a
 * program account (Benign); a large send to a fresh address, a failing transfer and a bounded delegate to a
 * wallet (Warning); delegate grabs, token account and wallet ownership changes and a blocklisted recipient
 * (Malicious). `setAccount` places the program-owned delegate (LiteSVM's direct write).
 */
export async function solanaScanCorpus(options: {
  rpcUrl: string;
  chainId: string;
  /** Writes an account directly (LiteSVM's setAccount): the program-owned delegate. */
  setAccount(address: string, account: { lamports: bigint; owner: string; data: Uint8Array }): void;
}): Promise<SolanaScanCorpus> {
  const rpc = createSolanaRpc(options.rpcUrl);
  const [victim, friend, mint, attacker, blocklisted, fresh, newFriend] = (await Promise.all(
    Array.from({ length: 7 }, () => generateKeyPairSigner()),
  )) as KeyPairSigner[];
  if (!victim || !friend || !mint || !attacker || !blocklisted || !fresh || !newFriend) throw new Error("keys");
  for (const [holder, amount] of [
    [victim.address, 20n * SOL],
    [friend.address, 2n * SOL],
    [attacker.address, SOL],
    [blocklisted.address, SOL],
    [newFriend.address, SOL],
  ] as const) {
    await rpc.requestAirdrop(holder, lamports(amount)).send();
  }
  // A program-owned account (like a DEX's PDA) as an honest delegate.
  const programDelegate = (await generateKeyPairSigner()).address;
  options.setAccount(programDelegate, {
    lamports: SOL,
    owner: "Stake11111111111111111111111111111111111111",
    data: new Uint8Array(8),
  });

  const build = async (instructions: Instruction[], feePayer: KeyPairSigner) => {
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message));
  };
  const send = async (instructions: Instruction[], feePayer: KeyPairSigner) => {
    await rpc.sendTransaction(await build(instructions, feePayer), { encoding: "base64" }).send();
  };

  const space = BigInt(getMintSize());
  await send(
    [
      getCreateAccountInstruction({
        payer: victim,
        newAccount: mint,
        lamports: await rpc.getMinimumBalanceForRentExemption(space).send(),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals: DECIMALS, mintAuthority: victim.address }),
    ],
    victim,
  );
  const ata = async (owner: Address) =>
    (await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
  const [victimAta, friendAta] = [await ata(victim.address), await ata(friend.address)];
  await send(
    [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: victim,
        owner: victim.address,
        mint: mint.address,
      }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: victim,
        owner: friend.address,
        mint: mint.address,
      }),
      getMintToInstruction({ mint: mint.address, token: victimAta, mintAuthority: victim, amount: 1_000n * UNIT }),
    ],
    victim,
  );

  const scenarios: ScanScenario[] = [];
  const add = async (
    id: string,
    title: string,
    expected: ScanLabel,
    rule: string | null,
    instructions: Instruction[],
  ) =>
    scenarios.push({
      id,
      title,
      expected,
      rule,
      request: {
        chain_type: "solana",
        chain_id: options.chainId,
        account: victim.address,
        method: "signAndSendTransaction",
        transactions: [await build(instructions, victim)],
        encoding: "base64",
      },
    });
  const transferTokens = (destination: Address, amount: bigint) =>
    getTransferCheckedInstruction({
      source: victimAta,
      mint: mint.address,
      destination,
      authority: victim,
      amount,
      decimals: DECIMALS,
    });
  const approve = (delegate: Address, amount: bigint) =>
    getApproveInstruction({ source: victimAta, delegate, owner: victim, amount });

  await add("sol-transfer", "Send 1 SOL to a friend", "Benign", null, [
    getTransferSolInstruction({ source: victim, destination: friend.address, amount: SOL }),
  ]);
  await add("sol-spl-transfer", "Send 100 tokens to a friend", "Benign", null, [
    transferTokens(friendAta, 100n * UNIT),
  ]);
  await add("sol-delegate-program", "Delegate 50 tokens to a program account", "Benign", null, [
    approve(programDelegate, 50n * UNIT),
  ]);
  await add("sol-create-ata-transfer", "Open a friend's token account and send 10 tokens", "Benign", null, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: victim,
      owner: newFriend.address,
      mint: mint.address,
    }),
    transferTokens(await ata(newFriend.address), 10n * UNIT),
  ]);
  await add("sol-drain-fresh", "Send 95% of the SOL to a never-used address", "Warning", "balance_drain", [
    getTransferSolInstruction({ source: victim, destination: fresh.address, amount: 19n * SOL }),
  ]);
  await add("sol-spl-overdraw", "Send more tokens than the balance", "Warning", "simulation_reverted", [
    transferTokens(friendAta, 2_000n * UNIT),
  ]);
  await add("sol-delegate-wallet-bounded", "Delegate 10 tokens to a plain wallet", "Warning", "unlimited_approval", [
    approve(attacker.address, 10n * UNIT),
  ]);
  await add("sol-delegate-grab-max", "Delegate u64::MAX tokens to a plain wallet", "Malicious", "unlimited_approval", [
    approve(attacker.address, MAX_U64),
  ]);
  await add(
    "sol-delegate-grab-balance",
    "Delegate the whole balance to a never-used address",
    "Malicious",
    "unlimited_approval",
    [approve(fresh.address, 1_000n * UNIT)],
  );
  await add("sol-token-owner-change", "Hand the token account to another wallet", "Malicious", "ownership_change", [
    getSetAuthorityInstruction({
      owned: victimAta,
      owner: victim,
      authorityType: AuthorityType.AccountOwner,
      newAuthority: attacker.address,
    }),
  ]);
  await add("sol-assign-wallet", "Assign the wallet account to another program", "Malicious", "ownership_change", [
    getAssignInstruction({ account: victim, programAddress: address("Stake11111111111111111111111111111111111111") }),
  ]);
  await add("sol-to-blocklisted", "Send 1 SOL to a blocklisted wallet", "Malicious", "blocklist", [
    getTransferSolInstruction({ source: victim, destination: blocklisted.address, amount: SOL }),
  ]);
  return { scenarios, blocklisted: blocklisted.address };
}
