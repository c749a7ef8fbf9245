import type { PublicClient } from "viem";
import { blockExplorerUrl } from "../chains/blockExplorerUrl.ts";
import { RPC_ERRORS } from "../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import { TRANSACTION_TEXTS } from "../flows/transaction/transactionTexts.ts";
import { fetchUsdPrice } from "../prices/fetchUsdPrice.ts";
import { decodeCall } from "./decodeCall.ts";
import type { EvmTransactionContext } from "./EvmTransactionContext.ts";
import type { EvmFees, PreparedEvmTransaction } from "./PreparedEvmTransaction.ts";
import { applyTokenKind, readTokenInfo } from "./readTokenInfo.ts";
import type { EvmTransactionRequest } from "./SendTransactionRequest.ts";
import { InvalidTransactionRequestError, validateEvmRequest } from "./validateEvmRequest.ts";

const settledValue = <T>(r: PromiseSettledResult<T>): T | null => (r.status === "fulfilled" ? r.value : null);

/** The fees a request asks for, else the chain's EIP-1559 estimate (viem), else its gas price. */
async function feesOf(client: PublicClient, request: ReturnType<typeof validateEvmRequest>): Promise<EvmFees> {
  if (request.gasPrice !== undefined) return { type: "legacy", gasPrice: request.gasPrice };
  if (request.maxFeePerGas !== undefined) {
    return {
      type: "eip1559",
      maxFeePerGas: request.maxFeePerGas,
      maxPriorityFeePerGas: request.maxPriorityFeePerGas ?? request.maxFeePerGas,
    };
  }
  try {
    const estimate = await client.estimateFeesPerGas({ type: "eip1559", chain: null });
    return {
      type: "eip1559",
      maxFeePerGas: estimate.maxFeePerGas,
      maxPriorityFeePerGas: estimate.maxPriorityFeePerGas,
    };
  } catch (error) {
    if ((error as { name?: string }).name !== "Eip1559FeesNotSupportedError") throw error;
    return { type: "legacy", gasPrice: await client.getGasPrice() };
  }
}

/**
 * The prepare step of spec 001 §4 for one Ethereum request: validates it, then reads in parallel the
 * balance, the next nonce, the gas estimate and EIP-1559 fees (viem), decodes the call and reads the token,
 * asks prices and whether the app sponsors it. A failed gas estimate is the spec's warning, not an error; a
 * nonce ahead of the account's next one (a gap) or already used is refused here, before anything is signed.
 */
export async function prepareEvmTransaction(
  context: EvmTransactionContext,
  client: PublicClient,
  input: EvmTransactionRequest,
  options: { clearNonce: boolean; isSponsored?: (request: EvmTransactionRequest) => boolean | Promise<boolean> },
): Promise<PreparedEvmTransaction> {
  const request = validateEvmRequest(input);
  const from = context.signer.address;
  if (request.from && request.from.toLowerCase() !== from.toLowerCase())
    throw new InvalidTransactionRequestError(`Invalid address: ${request.from} is not this wallet`);
  const chainId = request.chainId ?? context.currentChainId();
  const chain = await context.chains.chain(chainId);
  if (!chain)
    throw new FoyerError("unsupported_chain_id", `Unsupported chainId ${chainId}`, {
      details: { rpcCode: RPC_ERRORS.chainDisconnected.code },
    });
  const address = from as `0x${string}`;
  const nonceGiven = request.nonce !== undefined && !options.clearNonce;
  const call = {
    account: address,
    to: request.to as `0x${string}` | undefined,
    data: request.data as `0x${string}` | undefined,
    value: request.value,
  };
  const decoded = decodeCall(request.data, { extendedAbi: context.extendedAbi ?? undefined });
  const [balance, pending, latest, gas, fees, token, sponsoredAsked] = await Promise.allSettled([
    client.getBalance({ address }),
    client.getTransactionCount({ address, blockTag: "pending" }),
    nonceGiven ? client.getTransactionCount({ address, blockTag: "latest" }) : Promise.resolve(0),
    request.gas !== undefined ? Promise.resolve(request.gas) : client.estimateGas(call),
    feesOf(client, request),
    decoded?.isErc20Ish || decoded?.isNFTIsh ? readTokenInfo(client, request.to ?? "") : Promise.resolve(null),
    options.isSponsored ? Promise.resolve(options.isSponsored(input)) : Promise.resolve(false),
  ]);
  // Without balance, nonce or fees nothing can be shown or sent: that is a preparation error.
  for (const needed of [balance, pending, latest, fees]) if (needed.status === "rejected") throw needed.reason;
  const balanceValue = settledValue(balance) ?? 0n;
  const nextNonce = settledValue(pending) ?? 0;
  if (nonceGiven && request.nonce !== undefined) {
    if (request.nonce > nextNonce)
      throw new InvalidTransactionRequestError(
        `Nonce ${request.nonce} is ahead of the account's next nonce ${nextNonce}: it would never be mined.`,
      );
    if (request.nonce < (settledValue(latest) ?? 0))
      throw new InvalidTransactionRequestError(`Nonce ${request.nonce} was already used.`);
  }
  const gasValue = settledValue(gas);
  const feesValue = settledValue(fees) as EvmFees;
  const perGas = feesValue.type === "eip1559" ? feesValue.maxFeePerGas : feesValue.gasPrice;
  const fee = gasValue === null ? null : gasValue * perGas;
  const tokenInfo = settledValue(token);
  const settledDecoded = decoded && tokenInfo ? applyTokenKind(decoded, tokenInfo) : decoded;
  const tokenError =
    decoded && (decoded.isErc20Ish || decoded.isNFTIsh) && token.status === "rejected"
      ? TRANSACTION_TEXTS.tokenDetails
      : null;

  let sponsored = settledValue(sponsoredAsked) === true && !!context.sponsorship;
  if (sponsored && context.sponsorship) {
    sponsored = await context.sponsorship
      .canSponsor({ chainId, from, to: request.to, data: request.data, value: request.value })
      .catch(() => false);
  }
  const symbol = chain.nativeCurrency.symbol;
  const [nativePrice, tokenPrice] = await Promise.all([
    fetchUsdPrice(context.prices ?? null, { kind: "native", chainId, symbol }),
    tokenInfo?.kind === "erc20" && request.to
      ? fetchUsdPrice(context.prices ?? null, { kind: "token", chainId, address: request.to, symbol: tokenInfo.symbol })
      : Promise.resolve(null),
  ]);
  const needed = request.value + (sponsored ? 0n : (fee ?? 0n));
  return {
    chainId,
    chainName: chain.name,
    nativeCurrency: { symbol, decimals: chain.nativeCurrency.decimals },
    explorerUrl: blockExplorerUrl(chain),
    from,
    to: request.to ?? null,
    value: request.value,
    data: request.data,
    nonce: nonceGiven && request.nonce !== undefined ? request.nonce : nextNonce,
    fixedNonce: nonceGiven,
    gas: gasValue,
    fees: feesValue,
    fee,
    balance: balanceValue,
    decoded: settledDecoded,
    token: tokenInfo && request.to && tokenInfo.kind !== "unknown" ? { address: request.to, ...tokenInfo } : null,
    tokenError,
    prices: { native: nativePrice, token: tokenPrice },
    sponsored,
    insufficientFunds: balanceValue < needed,
    warning: gasValue === null && !(balanceValue < needed) ? TRANSACTION_TEXTS.preparationWarning : null,
  };
}
