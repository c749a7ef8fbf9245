import type { Address, Base64EncodedWireTransaction, TransactionMessageBytesBase64 } from "@solana/kit";
import type { Blocklist } from "../Blocklist.ts";
import type { AssetGrant, AssetTransfer, OwnershipChange, ScanFacts } from "../ScanFacts.ts";
import type { ScanSettings } from "../ScanSettings.ts";
import type { SolanaScanRequest } from "../scanSchemas.ts";
import { decodeSolanaTransaction, lookupTableAddresses } from "./decodeSolanaTransaction.ts";
import { readMint, readTokenAccount, SYSTEM_PROGRAM, type TokenAccountFields } from "./readTokenAccount.ts";
import type { SolanaAccountState, SolanaChainClient } from "./SolanaChainClient.ts";
import { toState } from "./SolanaChainClient.ts";
import { SolanaChainLookup } from "./SolanaChainLookup.ts";
import { SOL_ASSET, splAsset } from "./solanaAssets.ts";
import { solanaFailure } from "./solanaFailure.ts";
import { solanaTransfers } from "./solanaTransfers.ts";

/** Programs every wallet uses; they are not counterparties worth naming. */
const BUILTIN_PROGRAMS = new Set([
  SYSTEM_PROGRAM,
  "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  "TokenzQdBNbLqP5VEhdkAS6EPFLC1PE9ZHP9CGRpPxQ",
  "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  "ComputeBudget111111111111111111111111111111",
  "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
]);
/** SPL delegations at or above 2^63 are "unlimited" (u64::MAX in practice). */
const UNLIMITED_SPL = 2n ** 63n;

interface OneTransaction {
  transfers: AssetTransfer[];
  grants: AssetGrant[];
  ownershipChanges: OwnershipChange[];
  failure: string | null;
  slot: bigint;
  programs: string[];
  before: Map<string, SolanaAccountState | null>;
}

/** Simulates one transaction with the watched accounts' states returned, and compares them with before. */
async function scanOne(
  chain: SolanaChainClient,
  wire: string,
  encoding: "base64" | "base58",
  account: string,
): Promise<OneTransaction> {
  const decoded = decodeSolanaTransaction(wire, encoding);
  const tables = await chain.accounts(decoded.lookups.map((l) => l.table));
  const loadedWritable = decoded.lookups.flatMap((lookup) => {
    const addresses = lookupTableAddresses(tables.get(lookup.table)?.data ?? new Uint8Array());
    return lookup.writableIndexes.map((i) => addresses[i]).filter((a): a is string => Boolean(a));
  });
  const watched = [...new Set([account, ...decoded.writableStatic, ...loadedWritable])];
  const before = await chain.accounts(watched);
  const [simulation, fee] = await Promise.all([
    chain.rpc
      .simulateTransaction(decoded.base64 as Base64EncodedWireTransaction, {
        encoding: "base64",
        sigVerify: false,
        replaceRecentBlockhash: true,
        accounts: { addresses: watched as Address[], encoding: "base64" },
      })
      .send(chain.sendOptions),
    decoded.staticAccounts[0] === account
      ? chain.rpc
          .getFeeForMessage(decoded.messageBase64 as TransactionMessageBytesBase64)
          .send(chain.sendOptions)
          .then((r) => (r.value === null ? null : BigInt(r.value)))
          .catch(() => null)
      : Promise.resolve(0n),
  ]);
  const { value, context } = simulation;
  const programs = decoded.programs.filter((p) => !BUILTIN_PROGRAMS.has(p));
  if (value.err !== null) {
    return {
      transfers: [],
      grants: [],
      ownershipChanges: [],
      failure: solanaFailure(value.err, value.logs),
      slot: context.slot,
      programs,
      before,
    };
  }
  const after = new Map<string, SolanaAccountState | null>(
    watched.map((address, i) => [address, toState((value.accounts?.[i] as Parameters<typeof toState>[0]) ?? null)]),
  );

  // SOL: lamport deltas; the fee the account pays is shown by the approval screen, not as a movement.
  const lamports = new Map<string, bigint>();
  for (const address of watched) {
    lamports.set(address, (after.get(address)?.lamports ?? 0n) - (before.get(address)?.lamports ?? 0n));
  }
  const signatureFee = fee ?? BigInt(decoded.signatureCount) * 5_000n;
  if (decoded.staticAccounts[0] === account) lamports.set(account, (lamports.get(account) ?? 0n) + signatureFee);
  const transfers = solanaTransfers(SOL_ASSET, lamports, account);

  // Tokens: per mint, the balance change of each owner; delegates and authorities of the account's accounts.
  const tokens = watched.map((address) => ({
    address,
    pre: readTokenAccount(before.get(address) ?? null),
    post: readTokenAccount(after.get(address) ?? null),
  }));
  const mints = [...new Set(tokens.flatMap((t) => [t.pre?.mint, t.post?.mint]).filter((m): m is string => Boolean(m)))];
  const mintStates = await chain.accounts(mints);
  const assetOf = (mint: string) => splAsset(mint, readMint(mintStates.get(mint) ?? null)?.decimals ?? 0);
  const byMint = new Map<string, Map<string, bigint>>();
  const add = (token: TokenAccountFields, sign: bigint) => {
    const deltas = byMint.get(token.mint) ?? new Map<string, bigint>();
    deltas.set(token.owner, (deltas.get(token.owner) ?? 0n) + sign * token.amount);
    byMint.set(token.mint, deltas);
  };
  const grants: AssetGrant[] = [];
  const ownershipChanges: OwnershipChange[] = [];
  for (const { address, pre, post } of tokens) {
    if (pre) add(pre, -1n);
    if (post) add(post, 1n);
    if (post && post.owner === account && post.delegate && post.delegatedAmount > 0n) {
      const changed = pre?.delegate !== post.delegate || post.delegatedAmount > (pre?.delegatedAmount ?? 0n);
      if (changed) {
        grants.push({
          asset: assetOf(post.mint),
          owner: account,
          spender: post.delegate,
          amount: post.delegatedAmount,
          tokenId: null,
          unlimited: post.delegatedAmount >= UNLIMITED_SPL,
          expiration: null,
          source: "transaction",
        });
      }
    }
    if (pre && post && pre.owner === account && post.owner !== account) {
      ownershipChanges.push({ account: address, asset: assetOf(pre.mint), preOwner: pre.owner, postOwner: post.owner });
    }
  }
  for (const [mint, deltas] of byMint) transfers.push(...solanaTransfers(assetOf(mint), deltas, account));

  const own = { pre: before.get(account), post: after.get(account) };
  if (own.pre && own.post && own.pre.owner === SYSTEM_PROGRAM && own.post.owner !== SYSTEM_PROGRAM) {
    ownershipChanges.push({ account, asset: SOL_ASSET, preOwner: SYSTEM_PROGRAM, postOwner: own.post.owner });
  }
  return { transfers, grants, ownershipChanges, failure: null, slot: context.slot, programs, before };
}

/**
 * Finds out what Solana transactions do: each is simulated with `simulateTransaction` asking for the
 * post-simulation state of every account it may write, compared with the state before (SOL and token
 * balances, delegates, owners). Several transactions are simulated each on the current state, not chained.
 */
export async function scanSolanaRequest(
  chain: SolanaChainClient,
  request: SolanaScanRequest,
  settings: ScanSettings,
  blocklist: Blocklist,
): Promise<ScanFacts> {
  const encoding = request.encoding ?? "base64";
  const results = await Promise.all(
    request.transactions.map((wire) => scanOne(chain, wire, encoding, request.account)),
  );
  const before = new Map(results.flatMap((r) => [...r.before]));
  const programs = [...new Set(results.flatMap((r) => r.programs))];
  return {
    chainType: "solana",
    chainId: request.chain_id,
    account: request.account,
    params: {
      chain_type: "solana",
      chain_id: request.chain_id,
      method: request.method,
      from: request.account,
      to: programs[0] ?? null,
      value: null,
      data: null,
      block: results[0] ? String(results[0].slot) : null,
      engine: "simulateTransaction",
    },
    transfers: results.flatMap((r) => r.transfers),
    grants: results.flatMap((r) => r.grants),
    ownershipChanges: results.flatMap((r) => r.ownershipChanges),
    failure: results.find((r) => r.failure !== null)?.failure ?? null,
    counterparties: programs,
    recentRecipients: (request.recent_recipients ?? []).filter((a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a)),
    chain: new SolanaChainLookup(chain, before),
    blocklist,
    settings,
  };
}
