import { encodeFunctionData, type PublicClient } from "viem";
import type { EthTransactionRequest } from "../wire/walletFrameProtocol.ts";
import type { EvmTransactionSigner } from "./EvmTransactionContext.ts";
import { delegationOf, foyerDelegateAbi } from "./foyerDelegateAbi.ts";

/**
 * Sends calls as one atomic transaction from the account itself (EIP-5792 `atomic`): a transaction to its own
 * address calling FoyerDelegate's `execute`. The first time, it is an EIP-7702 set-code transaction carrying
 * the account's authorization (nonce + 1, as the account also sends it); afterwards a plain EIP-1559 one.
 * Values move from the account's balance; one failing call reverts them all.
 *
 * @example
 * const hash = await sendAtomicBatch(signer, client, { chainId: 31337, calls, delegate });
 */
export async function sendAtomicBatch(
  signer: EvmTransactionSigner,
  client: PublicClient,
  input: { chainId: number; calls: { to: string; data: string | undefined; value: bigint }[]; delegate: string },
): Promise<string> {
  const account = signer.address as `0x${string}`;
  const data = encodeFunctionData({
    abi: foyerDelegateAbi,
    functionName: "execute",
    args: [
      input.calls.map((c) => ({ to: c.to as `0x${string}`, value: c.value, data: (c.data ?? "0x") as `0x${string}` })),
    ],
  });
  const [code, nonce, fees] = await Promise.all([
    client.getCode({ address: account }),
    client.getTransactionCount({ address: account, blockTag: "pending" }),
    client.estimateFeesPerGas({ type: "eip1559", chain: null }),
  ]);
  const delegated = delegationOf(code)?.toLowerCase() === input.delegate.toLowerCase();
  let authorization = null;
  if (!delegated) {
    if (!signer.signAuthorization) throw new Error("This wallet cannot sign an EIP-7702 authorization.");
    authorization = await signer.signAuthorization({
      chainId: input.chainId,
      address: input.delegate,
      nonce: nonce + 1,
    });
  }
  const authorizationList = authorization
    ? [
        {
          chainId: authorization.chainId,
          address: authorization.address as `0x${string}`,
          nonce: authorization.nonce,
          r: authorization.r as `0x${string}`,
          s: authorization.s as `0x${string}`,
          yParity: authorization.yParity,
        },
      ]
    : undefined;
  const gas = await client.estimateGas({
    account,
    to: account,
    data,
    ...(authorizationList ? { authorizationList } : {}),
  });
  const transaction: EthTransactionRequest = {
    chainId: input.chainId,
    to: account,
    data,
    value: "0",
    nonce,
    // Headroom: the first call also pays for writing the delegation.
    gas: ((gas * 12n) / 10n).toString(),
    maxFeePerGas: fees.maxFeePerGas.toString(),
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
    ...(authorization
      ? { type: "eip7702" as const, authorizationList: [authorization] }
      : { type: "eip1559" as const }),
  };
  const signed = await signer.signTransaction(transaction);
  return client.sendRawTransaction({ serializedTransaction: signed as `0x${string}` });
}
