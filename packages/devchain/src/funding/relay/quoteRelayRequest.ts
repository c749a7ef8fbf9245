import { randomBytes } from "node:crypto";
import { address } from "@solana/kit";
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token";
import { type Address, encodeFunctionData, formatUnits } from "viem";
import { TestUSDC } from "../../artifacts/TestUSDC.ts";
import {
  isEvmAddress,
  isSolanaAddress,
  RELAY_SOL_NATIVE,
  RELAY_SOLANA_CHAIN_ID,
  type RelayCurrency,
  type RelayWorld,
  referenceOf,
  relayCurrency,
} from "./relayCurrencies.ts";

/** The relayer's fee: 0.25 % of the amount, charged on the origin side. */
const FEE_BPS = 25n;
/** How long a quote may be deposited against; a later deposit is refunded. */
export const RELAY_QUOTE_TTL_MS = 30_000;

/** A bridge request the local relayer knows of. */
export interface RelayRequest {
  id: string;
  status: "waiting" | "pending" | "delayed" | "success" | "refund" | "failure";
  user: string;
  recipient: string;
  origin: RelayCurrency;
  destination: RelayCurrency;
  amountIn: bigint;
  amountOut: bigint;
  createdAt: number;
  expiresAt: number;
  inTxs: { hash: string; chainId: number }[];
  outTxs: { hash: string; chainId: number }[];
  /** Why it was refunded or failed. */
  reason: string | null;
}

export type QuoteOutcome =
  | { ok: true; request: RelayRequest; body: Record<string, unknown> }
  | { ok: false; status: number; body: { message: string; errorCode: string } };

const micro = (price: number) => BigInt(Math.round(price * 1_000_000));
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const refuse = (message: string, errorCode: string): QuoteOutcome => ({
  ok: false,
  status: 400,
  body: { message, errorCode },
});

function describe(currency: RelayCurrency, amount: bigint) {
  const formatted = formatUnits(amount, currency.decimals);
  return {
    currency: {
      chainId: currency.chainId,
      address: currency.address,
      symbol: currency.symbol,
      name: currency.name,
      decimals: currency.decimals,
    },
    amount: amount.toString(),
    amountFormatted: formatted,
    amountUsd: (Number(formatted) * currency.usdPrice).toFixed(6),
  };
}

/** The deposit the user's wallet sends: EVM call data, or Solana instructions in Relay's JSON shape. */
async function depositStep(
  request: RelayRequest,
  depository: { evm: Address; solana: string },
): Promise<Record<string, unknown>> {
  const { origin } = request;
  if (origin.chainId !== RELAY_SOLANA_CHAIN_ID) {
    const native = origin.asset === "native";
    const transfer = native
      ? request.id
      : `${encodeFunctionData({ abi: TestUSDC.abi, functionName: "transfer", args: [depository.evm, request.amountIn] })}${request.id.slice(2)}`;
    return {
      from: request.user,
      to: native ? depository.evm : origin.address,
      data: transfer,
      value: native ? request.amountIn.toString() : "0",
      chainId: origin.chainId,
    };
  }
  const reference = { pubkey: referenceOf(request.id), isSigner: false, isWritable: false };
  const amount = Buffer.alloc(8);
  amount.writeBigUInt64LE(request.amountIn);
  if (origin.address === RELAY_SOL_NATIVE) {
    const data = Buffer.concat([Buffer.from([2, 0, 0, 0]), amount]);
    return {
      instructions: [
        {
          keys: [
            { pubkey: request.user, isSigner: true, isWritable: true },
            { pubkey: depository.solana, isSigner: false, isWritable: true },
            reference,
          ],
          programId: RELAY_SOL_NATIVE,
          data: data.toString("hex"),
        },
      ],
      addressLookupTableAddresses: [],
    };
  }
  const ata = async (owner: string) =>
    (
      await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(origin.address),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
    )[0];
  const data = Buffer.concat([Buffer.from([12]), amount, Buffer.from([origin.decimals])]);
  return {
    instructions: [
      {
        keys: [
          { pubkey: await ata(request.user), isSigner: false, isWritable: true },
          { pubkey: origin.address, isSigner: false, isWritable: false },
          { pubkey: await ata(depository.solana), isSigner: false, isWritable: true },
          { pubkey: request.user, isSigner: true, isWritable: false },
          reference,
        ],
        programId: TOKEN_PROGRAM_ADDRESS,
        data: data.toString("hex"),
      },
    ],
    addressLookupTableAddresses: [],
  };
}

/**
 * Answers `POST /quote` as Relay does: checks chains, currencies and addresses ("Invalid address ..." for a
 * user or recipient of the wrong kind), prices the trade at the sandbox's prices plus the fee
 * (EXPECTED_OUTPUT and EXACT_OUTPUT quote what to send for `amount` out; EXACT_INPUT what `amount` in
 * buys), and returns one deposit step whose `items[0].data` the wallet sends, with `details.currencyIn/Out`.
 */
export async function quoteRelayRequest(
  fields: Record<string, unknown>,
  world: RelayWorld,
  depository: { evm: Address; solana: string },
  now: number,
  ttlMs = RELAY_QUOTE_TTL_MS,
): Promise<QuoteOutcome> {
  const { user, recipient, originChainId, destinationChainId, originCurrency, destinationCurrency, amount, tradeType } =
    fields;
  if (typeof originChainId !== "number" || typeof destinationChainId !== "number")
    return refuse("originChainId and destinationChainId are required", "INVALID_INPUT");
  if (originChainId === destinationChainId) return refuse("Origin and destination chains must differ", "INVALID_INPUT");
  if (tradeType !== "EXPECTED_OUTPUT" && tradeType !== "EXACT_INPUT" && tradeType !== "EXACT_OUTPUT")
    return refuse("Invalid tradeType", "INVALID_INPUT");
  if (typeof amount !== "string" || !/^\d{1,40}$/.test(amount) || BigInt(amount) === 0n)
    return refuse("Invalid amount", "INVALID_INPUT");
  const origin = relayCurrency(world, originChainId, String(originCurrency ?? ""));
  const destination = relayCurrency(world, destinationChainId, String(destinationCurrency ?? ""));
  if (!origin || !destination) return refuse("Unsupported currency or chain", "UNSUPPORTED_CURRENCY");
  const fitsChain = (chainId: number, value: unknown) =>
    chainId === RELAY_SOLANA_CHAIN_ID ? isSolanaAddress(value) : isEvmAddress(value);
  if (!fitsChain(originChainId, user))
    return refuse(`Invalid address ${String(user)} for chain ${originChainId}`, "INVALID_ADDRESS");
  const to = recipient ?? user;
  if (!fitsChain(destinationChainId, to))
    return refuse(`Invalid address ${String(to)} for chain ${destinationChainId}`, "INVALID_ADDRESS");

  const pIn = micro(origin.usdPrice);
  const pOut = micro(destination.usdPrice);
  const scaleIn = 10n ** BigInt(origin.decimals);
  const scaleOut = 10n ** BigInt(destination.decimals);
  let amountIn: bigint;
  let amountOut: bigint;
  if (tradeType === "EXACT_INPUT") {
    amountIn = BigInt(amount);
    amountOut = (amountIn * pIn * scaleOut * 10_000n) / (pOut * scaleIn * (10_000n + FEE_BPS));
  } else {
    amountOut = BigInt(amount);
    amountIn = ceilDiv(amountOut * pOut * scaleIn * (10_000n + FEE_BPS), pIn * scaleOut * 10_000n);
  }
  if (amountOut === 0n) return refuse("Amount too low to cover fees", "AMOUNT_TOO_LOW");

  const request: RelayRequest = {
    id: `0x${randomBytes(32).toString("hex")}`,
    status: "waiting",
    user: String(user),
    recipient: String(to),
    origin,
    destination,
    amountIn,
    amountOut,
    createdAt: now,
    expiresAt: now + ttlMs,
    inTxs: [],
    outTxs: [],
    reason: null,
  };
  const fee = amountIn - (amountIn * 10_000n) / (10_000n + FEE_BPS);
  const body = {
    steps: [
      {
        id: "deposit",
        action: "Confirm transaction in your wallet",
        description: "Depositing funds to the relayer to execute the bridge",
        kind: "transaction",
        requestId: request.id,
        items: [
          {
            status: "incomplete",
            data: await depositStep(request, depository),
            check: { endpoint: `/intents/status/v3?requestId=${request.id}`, method: "GET" },
          },
        ],
      },
    ],
    fees: { relayer: describe(origin, fee) },
    details: {
      operation: "bridge",
      sender: request.user,
      recipient: request.recipient,
      currencyIn: describe(origin, amountIn),
      currencyOut: describe(destination, amountOut),
      timeEstimate: 1,
    },
  };
  return { ok: true, request, body };
}
