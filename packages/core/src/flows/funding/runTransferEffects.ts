import { encodeFunctionData, erc20Abi, formatUnits, parseUnits } from "viem";
import { rpcCodeOfError } from "../../eip1193/ProviderRpcError.ts";
import type { FundingPorts } from "../../funding/FundingPorts.ts";
import { readChainBalance } from "../../funding/readChainBalance.ts";
import { sendFromEvmWallet } from "../../funding/sendFromEvmWallet.ts";
import { solanaTransferInstruction } from "../../funding/solanaTransferInstruction.ts";
import { classifySendError } from "./classifySendError.ts";
import { type FundingData, fundedAsset } from "./FundingData.ts";
import { fundedBalanceTarget } from "./fundingDestination.ts";
import type { FundingWatcherEffect, FundingWatcherEvent } from "./fundingWatcherMachine.ts";
import type { WalletTransferEffect, WalletTransferEvent } from "./walletTransferMachine.ts";

type Send<E> = (event: E) => void;

/** Carries out the funding watcher's effects: the funded balance over JSON-RPC. */
export function runFundingWatcherEffects(ports: FundingPorts, data: FundingData) {
  const target = fundedBalanceTarget(data, ports);
  return (
    // readBalance is the only effect left to run (the runner keeps the timers).
    _effect: Exclude<FundingWatcherEffect, { type: "startTimer" | "cancelTimer" }>,
    send: Send<FundingWatcherEvent>,
  ): void => {
    if (!target) {
      send({ type: "balanceFailed" });
      return;
    }
    readChainBalance(target, ports.fetch)
      .then((balance) => send({ type: "balanceRead", balance }))
      .catch(() => send({ type: "balanceFailed" }));
  };
}

/**
 * Carries out the transfer-from-wallet machine's effects: connecting a configured wallet, reading the source
 * wallet's balance of the funded asset, and sending it (EVM: native value or an ERC-20 `transfer` on the
 * funded chain; Solana: a System Program transfer of SOL).
 */
export function runWalletTransferEffects(ports: FundingPorts, data: FundingData) {
  const asset = fundedAsset(data);
  const token =
    data.chainType === "ethereum"
      ? (data.erc20Address ?? (data.isUSDC && data.chain ? ports.usdcAddress(data.chain.id) : null))
      : null;
  return (effect: WalletTransferEffect, send: Send<WalletTransferEvent>): void => {
    switch (effect.type) {
      case "connectWallet":
        ports
          .connectWallet(effect.id)
          .then((wallet) => send({ type: "connected", id: effect.id, address: wallet.address }))
          // A refusal says so (spec 001 §8); any other failure is the machine's 'Unable to connect wallet'.
          .catch((error) =>
            send({
              type: "connectFailed",
              ...(rpcCodeOfError(error) === 4001 || classifySendError(error) === "rejected"
                ? { message: "User rejected the request." }
                : {}),
            }),
          );
        return;
      case "readSourceBalance": {
        const wallet = ports.sourceWallet(effect.id);
        const target = wallet ? fundedBalanceTarget({ ...data, address: wallet.address }, ports) : null;
        if (!target) {
          send({ type: "sourceBalance", balance: null });
          return;
        }
        readChainBalance(target, ports.fetch)
          .then((balance) => send({ type: "sourceBalance", balance: formatUnits(balance, asset.decimals) }))
          .catch(() => send({ type: "sourceBalance", balance: null }));
        return;
      }
      case "sendTransfer": {
        const wallet = ports.sourceWallet(effect.id);
        const amount = parseUnits(effect.amount, asset.decimals);
        const sending: Promise<string> | null =
          wallet?.kind === "evm" && data.chain
            ? sendFromEvmWallet(
                wallet,
                data.chain.id,
                token
                  ? {
                      to: token,
                      value: 0n,
                      data: encodeFunctionData({
                        abi: erc20Abi,
                        functionName: "transfer",
                        args: [data.address as `0x${string}`, amount],
                      }),
                    }
                  : { to: data.address, value: amount },
              )
            : wallet?.kind === "solana" && !data.isUSDC
              ? wallet.sendInstructions([solanaTransferInstruction(wallet.address, data.address, amount)], [])
              : null;
        if (!sending) {
          send({ type: "sendFailed", reason: "other" });
          return;
        }
        sending
          .then((hash) => send({ type: "sent", hash }))
          .catch((error) => send({ type: "sendFailed", reason: classifySendError(error) }));
        return;
      }
    }
  };
}
