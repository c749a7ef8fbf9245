import { address, lamports } from "@solana/kit";
import type { LiteSVM } from "litesvm";
import type { Address } from "viem";
import { deployEvmScanFixtures, type EvmScanFixtures } from "./deployEvmScanFixtures.ts";
import { evmScanScenarios } from "./evmScanScenarios.ts";
import type { ScanCorpus } from "./ScanScenario.ts";
import { solanaScanCorpus } from "./solanaScanCorpus.ts";

export interface DeployScanCorpusOptions {
  /** A fresh anvil's RPC (startAnvil()). */
  evmRpcUrl: string;
  /** A local Solana RPC (startSolanaDevnet()) and its LiteSVM (for one direct account write). */
  solana?: { rpcUrl: string; svm: LiteSVM; chainId?: string };
}

/**
 * Deploys the scan corpus on local chains and returns its scenarios (each a scan request with its expected
 * verdict and rule) and the blocklist file that goes with them. At least 30 scenarios: 41 on anvil, 12 on
 * LiteSVM. The EVM chain must be fresh: the corpus moves its clock 30 days on.
 *
 * @example
 * const anvil = await startAnvil();
 * const devnet = await startSolanaDevnet();
 * const corpus = await deployScanCorpus({ evmRpcUrl: anvil.rpcUrl, solana: { rpcUrl: devnet.rpcUrl, svm: devnet.svm } });
 */
export async function deployScanCorpus(
  options: DeployScanCorpusOptions,
): Promise<ScanCorpus & { evm: EvmScanFixtures }> {
  const evm = await deployEvmScanFixtures(options.evmRpcUrl);
  const scenarios = evmScanScenarios(evm);
  const blocklisted: { address: string; label: string }[] = [
    {
      address: `eip155:${evm.chainId}:${evm.blocklisted as Address}`,
      label: "Corpus drainer (scoped to the local chain)",
    },
  ];
  if (options.solana) {
    const solana = await solanaScanCorpus({
      rpcUrl: options.solana.rpcUrl,
      chainId: options.solana.chainId ?? "solana:localnet",
      setAccount: (at, account) =>
        options.solana?.svm.setAccount({
          address: address(at),
          data: account.data,
          executable: false,
          lamports: lamports(account.lamports),
          programAddress: address(account.owner),
          space: BigInt(account.data.length),
        }),
    });
    scenarios.push(...solana.scenarios);
    blocklisted.push({ address: solana.blocklisted, label: "Corpus phishing wallet" });
  }
  const blocklist = [
    "# Foyer scan corpus blocklist (generated): one address per line, optional chain scope, then a label.",
    ...blocklisted.map((entry) => `${entry.address}  ${entry.label}`),
    "",
  ].join("\n");
  return { scenarios, blocklist, evm };
}
