import { parseUnits } from "viem";
import {
  createRelayClient,
  RELAY_SOL_CURRENCY,
  RELAY_SOLANA_CHAIN_ID,
  ZERO_ADDRESS,
} from "../../funding/createRelayClient.ts";
import type { FundingPorts, SourceWallet } from "../../funding/FundingPorts.ts";
import { type BalanceTarget, readChainBalance } from "../../funding/readChainBalance.ts";
import { sendFromEvmWallet } from "../../funding/sendFromEvmWallet.ts";
import type { BridgeEffect, BridgeEvent } from "./bridgeMachine.ts";
import { classifySendError } from "./classifySendError.ts";
import { type FundingData, fundedAsset } from "./FundingData.ts";
import { bridgeDestination } from "./fundingDestination.ts";

type Send<E> = (event: E) => void;

/** The origin currency on a source chain: the same kind as what is funded (native for native, USDC for USDC). */
function originCurrency(ports: FundingPorts, data: FundingData, chainId: number): string | null {
  if (chainId === RELAY_SOLANA_CHAIN_ID) return data.isUSDC ? ports.solanaUsdcMint : RELAY_SOL_CURRENCY;
  return data.isUSDC ? ports.usdcAddress(chainId) : ZERO_ADDRESS;
}

function balanceTarget(
  ports: FundingPorts,
  data: FundingData,
  wallet: SourceWallet,
  chainId: number,
): BalanceTarget | null {
  if (chainId === RELAY_SOLANA_CHAIN_ID) {
    if (!ports.solanaRpcUrl) return null;
    return {
      kind: "solana",
      rpcUrl: ports.solanaRpcUrl,
      address: wallet.address,
      mint: data.isUSDC ? ports.solanaUsdcMint : null,
    };
  }
  const rpcUrl = ports.rpcUrl(chainId);
  if (!rpcUrl) return null;
  return { kind: "evm", rpcUrl, address: wallet.address, token: data.isUSDC ? ports.usdcAddress(chainId) : null };
}

/**
 * Carries out the bridge machine's effects for one connected source wallet: its balance per source chain
 * (JSON-RPC), a quote per chain from the bridge API (Relay; the testnet host when the funded chain is a
 * testnet), the deposit sent by the wallet (EVM through EIP-1193, switching chain first; Solana instructions
 * through the wallet port, which simulates, signs and sends), and the status polls.
 */
export function runBridgeEffects(ports: FundingPorts, data: FundingData, walletId: string) {
  const relay = createRelayClient({
    apiUrl: data.chain?.testnet ? ports.config.endpoints.bridgeTestnetApiUrl : ports.config.endpoints.bridgeApiUrl,
    fetch: ports.fetch,
  });
  const destination = bridgeDestination(data, ports);
  const { decimals } = fundedAsset(data);
  return (effect: Exclude<BridgeEffect, { type: "startTimer" | "cancelTimer" }>, send: Send<BridgeEvent>): void => {
    const wallet = ports.sourceWallet(walletId);
    switch (effect.type) {
      case "readBalances": {
        if (!wallet) {
          send({ type: "balancesFailed" });
          return;
        }
        Promise.all(
          effect.chainIds.map(async (chainId) => {
            const target = balanceTarget(ports, data, wallet, chainId);
            const balance = target ? await readChainBalance(target, ports.fetch).catch(() => 0n) : 0n;
            return { chainId, balance };
          }),
        ).then((balances) => send({ type: "balancesRead", balances }));
        return;
      }
      case "fetchQuotes": {
        if (!wallet || !destination) {
          send({ type: "quotesFailed", message: "Unable to fetch quotes for bridging" });
          return;
        }
        const amount = parseUnits(effect.amount, decimals).toString();
        Promise.allSettled(
          effect.chainIds.map(async (chainId) => {
            const currency = originCurrency(ports, data, chainId);
            const quote = currency
              ? await relay.quote({
                  user: wallet.address,
                  recipient: data.address,
                  originChainId: chainId,
                  originCurrency: currency,
                  destinationChainId: destination.chainId,
                  destinationCurrency: destination.currency,
                  amount,
                })
              : null;
            return { chainId, quote };
          }),
        ).then((settled) => {
          const results = settled.flatMap((entry) => (entry.status === "fulfilled" ? [entry.value] : []));
          const firstError = settled.find((entry) => entry.status === "rejected");
          if (results.length === 0 && firstError?.status === "rejected") {
            send({
              type: "quotesFailed",
              message:
                firstError.reason instanceof Error ? firstError.reason.message : "Error fetching quote from relay",
            });
          } else {
            send({ type: "quotesFetched", results, at: ports.now() });
          }
        });
        return;
      }
      case "sendBridge": {
        const { tx } = effect.quote;
        const sending =
          tx.kind === "evm" && wallet?.kind === "evm"
            ? sendFromEvmWallet(wallet, tx.chainId, { to: tx.to, data: tx.data, value: BigInt(tx.value) })
            : tx.kind === "solana" && wallet?.kind === "solana"
              ? wallet.sendInstructions(tx.instructions, tx.addressLookupTableAddresses)
              : Promise.reject(new Error("Unable to find source wallet connector"));
        sending
          .then((hash) => send({ type: "sent", hash, at: ports.now() }))
          .catch((error: unknown) => {
            const needed = (error as { needed?: { amount: string; token: string } })?.needed;
            send(
              needed
                ? { type: "sendFailed", reason: "simulation", needed }
                : { type: "sendFailed", reason: classifySendError(error) },
            );
          });
        return;
      }
      case "pollStatus":
        relay
          .status(effect.hash)
          .then((status) => send({ type: "statusAnswered", status }))
          .catch(() => send({ type: "statusFailed" }));
        return;
      case "track":
        ports.track(effect.name, effect.payload);
        return;
      case "warn":
        console.warn(`[foyer] ${effect.message}`);
        return;
      case "close":
        return;
    }
  };
}
