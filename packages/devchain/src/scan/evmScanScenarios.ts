import { type Abi, encodeFunctionData, type Hex, maxUint256, numberToHex, parseEther } from "viem";
import { TestNFT } from "../artifacts/TestNFT.ts";
import { ScanCollectibles } from "./artifacts/ScanCollectibles.ts";
import { ScanDrainer } from "./artifacts/ScanDrainer.ts";
import { ScanPool } from "./artifacts/ScanPool.ts";
import { ScanSale } from "./artifacts/ScanSale.ts";
import { ScanToken } from "./artifacts/ScanToken.ts";
import { type EvmScanFixtures, SUSD } from "./deployEvmScanFixtures.ts";
import {
  daiPermitTypedData,
  MAX_UINT160,
  mailTypedData,
  permit2BatchTypedData,
  permit2SingleTypedData,
  permit2TransferTypedData,
  permitTypedData,
} from "./evmTypedData.ts";
import type { ScanLabel, ScanScenario } from "./ScanScenario.ts";

/**
 * The EVM scenarios over deployed fixtures: honest transfers, swaps, mints and approvals to established
 * contracts (Benign); reverts, large sends to never-used addresses and bounded grants to plain accounts
 * (Warning); drainer approvals, operator grants, Permit/Permit2 phishing, blocklisted counterparties and
 * poisoning lookalikes (Malicious).
 */
export function evmScanScenarios(f: EvmScanFixtures): ScanScenario[] {
  const scenarios: ScanScenario[] = [];
  const call = (abi: Abi, functionName: string, args: unknown[]): Hex =>
    encodeFunctionData({ abi, functionName, args } as never);
  const tx = (
    id: string,
    title: string,
    expected: ScanLabel,
    rule: string | null,
    t: { to: string; data?: Hex; value?: bigint },
  ) =>
    scenarios.push({
      id,
      title,
      expected,
      rule,
      request: {
        chain_type: "ethereum",
        chain_id: f.chainId,
        account: f.victim,
        method: "eth_sendTransaction",
        params: [{ from: f.victim, to: t.to, data: t.data ?? "0x", value: numberToHex(t.value ?? 0n) }],
      },
    });
  const sign = (id: string, title: string, expected: ScanLabel, rule: string | null, typedData: object) =>
    scenarios.push({
      id,
      title,
      expected,
      rule,
      request: {
        chain_type: "ethereum",
        chain_id: f.chainId,
        account: f.victim,
        method: "eth_signTypedData_v4",
        params: [f.victim, JSON.stringify(typedData)],
      },
    });
  const erc20 = (fn: string, args: unknown[]) => call(ScanToken.abi, fn, args);
  const day = 24n * 3600n;
  const chainId = f.chainId;

  // ── Benign ──
  tx("evm-eth-transfer", "Send 1 ETH to a friend", "Benign", null, { to: f.friend, value: parseEther("1") });
  tx("evm-erc20-transfer", "Send 250 SUSD to a friend", "Benign", null, {
    to: f.token,
    data: erc20("transfer", [f.friend, 250n * SUSD]),
  });
  tx("evm-erc721-transfer", "Send an NFT to a friend", "Benign", null, {
    to: f.nft,
    data: call(TestNFT.abi, "safeTransferFrom", [f.victim, f.friend, f.nftIds[0]]),
  });
  tx("evm-erc1155-transfer", "Send 5 collectibles to a friend", "Benign", null, {
    to: f.collectibles,
    data: call(ScanCollectibles.abi, "safeTransferFrom", [f.victim, f.friend, 1n, 5n, "0x"]),
  });
  tx("evm-erc1155-batch", "Send two kinds of collectibles to a friend", "Benign", null, {
    to: f.collectibles,
    data: call(ScanCollectibles.abi, "safeBatchTransferFrom", [f.victim, f.friend, [1n, 2n], [1n, 1n], "0x"]),
  });
  tx("evm-swap-eth-for-token", "Swap 1 ETH for SUSD on the pool", "Benign", null, {
    to: f.pool,
    data: call(ScanPool.abi, "swapExactEthForTokens", [1n]),
    value: parseEther("1"),
  });
  tx("evm-swap-token-for-eth", "Swap 100 SUSD for ETH on the pool", "Benign", null, {
    to: f.pool,
    data: call(ScanPool.abi, "swapExactTokensForEth", [100n * SUSD, 1n]),
  });
  tx("evm-approve-pool-bounded", "Approve the pool for 500 SUSD", "Benign", null, {
    to: f.token,
    data: erc20("approve", [f.pool, 500n * SUSD]),
  });
  tx("evm-approve-pool-unlimited", "Approve the (30-day-old) pool for unlimited SUSD", "Benign", null, {
    to: f.token,
    data: erc20("approve", [f.pool, maxUint256]),
  });
  tx("evm-revoke-approval", "Revoke the pool's allowance", "Benign", null, {
    to: f.token,
    data: erc20("approve", [f.pool, 0n]),
  });
  tx("evm-free-mint", "Mint a free NFT", "Benign", null, { to: f.nft, data: call(TestNFT.abi, "mint", [f.victim]) });
  tx("evm-paid-mint", "Mint a sale pass for 0.05 ETH", "Benign", null, {
    to: f.sale,
    data: call(ScanSale.abi, "mint", []),
    value: parseEther("0.05"),
  });
  tx("evm-operator-established", "Let the (old) sale contract manage the NFTs", "Benign", null, {
    to: f.nft,
    data: call(TestNFT.abi, "setApprovalForAll", [f.sale, true]),
  });
  tx("evm-all-tokens-to-friend", "Send every SUSD to a friend's used account", "Benign", null, {
    to: f.token,
    data: erc20("transfer", [f.friend, f.victimTokenBalance]),
  });
  sign("evm-permit-pool", "Sign a permit for 100 SUSD to the pool", "Benign", null, {
    ...permitTypedData({
      chainId,
      token: f.token,
      tokenName: "Scan USD",
      owner: f.victim,
      spender: f.pool,
      value: 100n * SUSD,
      deadline: f.now + day,
    }),
  });
  sign(
    "evm-permit2-pool",
    "Sign a Permit2 allowance of 1000 SUSD to the pool",
    "Benign",
    null,
    permit2SingleTypedData({ chainId, token: f.token, spender: f.pool, amount: 1000n * SUSD, expiration: f.now + day }),
  );
  sign(
    "evm-typed-mail",
    "Sign EIP-712's Mail example",
    "Benign",
    null,
    mailTypedData({ chainId, verifyingContract: f.sale, from: f.victim, to: f.friend }),
  );

  // ── Warning ──
  tx("evm-revert-sale-closed", "Mint from a closed sale", "Warning", "simulation_reverted", {
    to: f.closedSale,
    data: call(ScanSale.abi, "mint", []),
    value: parseEther("0.05"),
  });
  tx("evm-revert-balance", "Send more SUSD than the balance", "Warning", "simulation_reverted", {
    to: f.token,
    data: erc20("transfer", [f.friend, f.victimTokenBalance + 1n]),
  });
  tx("evm-revert-slippage", "Swap with an impossible minimum output", "Warning", "simulation_reverted", {
    to: f.pool,
    data: call(ScanPool.abi, "swapExactEthForTokens", [10n ** 30n]),
    value: parseEther("1"),
  });
  tx("evm-eth-drain-fresh", "Send 95% of the ETH to a never-used address", "Warning", "balance_drain", {
    to: f.fresh,
    value: (f.victimEthBalance * 95n) / 100n,
  });
  tx("evm-tokens-to-fresh", "Send every SUSD to a never-used address", "Warning", "balance_drain", {
    to: f.token,
    data: erc20("transfer", [f.fresh, f.victimTokenBalance]),
  });
  tx("evm-approve-eoa-bounded", "Approve a plain account for 50 SUSD", "Warning", "unlimited_approval", {
    to: f.token,
    data: erc20("approve", [f.attacker, 50n * SUSD]),
  });
  sign(
    "evm-permit-eoa-bounded",
    "Sign a permit for 10 SUSD to a plain account",
    "Warning",
    "permit_signature",
    permitTypedData({
      chainId,
      token: f.token,
      tokenName: "Scan USD",
      owner: f.victim,
      spender: f.attacker,
      value: 10n * SUSD,
      deadline: f.now + day,
    }),
  );

  // ── Malicious ──
  tx("evm-approve-eoa-unlimited", "Approve a plain account for unlimited SUSD", "Malicious", "unlimited_approval", {
    to: f.token,
    data: erc20("approve", [f.attacker, maxUint256]),
  });
  tx(
    "evm-approve-fresh-unlimited",
    "Approve a never-used address for unlimited SUSD",
    "Malicious",
    "unlimited_approval",
    {
      to: f.token,
      data: erc20("approve", [f.fresh, maxUint256]),
    },
  );
  tx("evm-approve-drainer", "Approve a day-old contract for unlimited SUSD", "Malicious", "unlimited_approval", {
    to: f.token,
    data: erc20("approve", [f.drainer, maxUint256]),
  });
  tx(
    "evm-increase-allowance-eoa",
    "Raise a plain account's allowance to the maximum",
    "Malicious",
    "unlimited_approval",
    {
      to: f.token,
      data: erc20("increaseAllowance", [f.attacker, maxUint256]),
    },
  );
  tx(
    "evm-approve-balance-eoa",
    "Approve a plain account for the whole SUSD balance",
    "Malicious",
    "unlimited_approval",
    {
      to: f.token,
      data: erc20("approve", [f.attacker, f.victimTokenBalance]),
    },
  );
  tx("evm-operator-eoa", "Make a plain account operator of the NFTs", "Malicious", "unlimited_approval", {
    to: f.nft,
    data: call(TestNFT.abi, "setApprovalForAll", [f.attacker, true]),
  });
  tx(
    "evm-operator-drainer-1155",
    "Make a new contract operator of the collectibles",
    "Malicious",
    "unlimited_approval",
    {
      to: f.collectibles,
      data: call(ScanCollectibles.abi, "setApprovalForAll", [f.drainer, true]),
    },
  );
  sign(
    "evm-permit-eoa-unlimited",
    "Sign an unlimited SUSD permit to a plain account",
    "Malicious",
    "permit_signature",
    permitTypedData({
      chainId,
      token: f.token,
      tokenName: "Scan USD",
      owner: f.victim,
      spender: f.attacker,
      value: maxUint256,
      deadline: f.now + 365n * day,
    }),
  );
  sign(
    "evm-dai-permit-eoa",
    "Sign a DAI-style permit (allowed: true) to a plain account",
    "Malicious",
    "permit_signature",
    daiPermitTypedData({ chainId, token: f.token, holder: f.victim, spender: f.attacker, expiry: f.now + day }),
  );
  sign(
    "evm-permit2-single-eoa",
    "Sign a maximum Permit2 allowance to a plain account",
    "Malicious",
    "permit_signature",
    permit2SingleTypedData({
      chainId,
      token: f.token,
      spender: f.attacker,
      amount: MAX_UINT160,
      expiration: f.now + 30n * day,
    }),
  );
  sign(
    "evm-permit2-batch-drainer",
    "Sign a Permit2 batch for two tokens to a new contract",
    "Malicious",
    "permit_signature",
    permit2BatchTypedData({
      chainId,
      tokens: [
        { token: f.token, amount: MAX_UINT160 },
        { token: f.otherToken, amount: MAX_UINT160 },
      ],
      spender: f.drainer,
      expiration: f.now + 30n * day,
    }),
  );
  sign(
    "evm-permit2-transfer-eoa",
    "Sign a Permit2 transfer of the whole SUSD balance to a plain account",
    "Malicious",
    "permit_signature",
    permit2TransferTypedData({
      chainId,
      token: f.token,
      spender: f.attacker,
      amount: f.victimTokenBalance,
      deadline: f.now + day,
    }),
  );
  tx("evm-drainer-claim", '"Claim" on a new contract that forwards 95% of the ETH', "Malicious", "balance_drain", {
    to: f.drainer,
    data: call(ScanDrainer.abi, "claim", []),
    value: (f.victimEthBalance * 95n) / 100n,
  });
  tx("evm-eth-to-blocklisted", "Send 0.5 ETH to a blocklisted address", "Malicious", "blocklist", {
    to: f.blocklisted,
    value: parseEther("0.5"),
  });
  tx("evm-token-to-blocklisted", "Send 20 SUSD to a blocklisted address", "Malicious", "blocklist", {
    to: f.token,
    data: erc20("transfer", [f.blocklisted, 20n * SUSD]),
  });
  tx("evm-approve-blocklisted", "Approve a blocklisted spender for 1 SUSD", "Malicious", "blocklist", {
    to: f.token,
    data: erc20("approve", [f.blocklisted, SUSD]),
  });
  tx("evm-poisoned-token", "Send SUSD to a lookalike of a past recipient", "Malicious", "address_poisoning", {
    to: f.token,
    data: erc20("transfer", [f.lookalike, 100n * SUSD]),
  });
  tx("evm-poisoned-eth", "Send ETH to a lookalike of a past recipient", "Malicious", "address_poisoning", {
    to: f.lookalike,
    value: parseEther("2"),
  });
  return scenarios;
}
