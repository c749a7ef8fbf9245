import { type DevContracts, deployDevContracts } from "./deployDevContracts.ts";
import { deployFoyerDelegate } from "./deployFoyerDelegate.ts";
import { DEV_SOLANA_LAMPORTS, devSolanaAddress } from "./solana/devSolanaAccount.ts";
import { DEV_SOLANA_PORT, startSolanaDevnet } from "./solana/startSolanaDevnet.ts";
import { startAnvil } from "./startAnvil.ts";

/** The ports `npm start` uses; tests pass 0 (a free port). */
export const DEV_EVM_PORT = 8545;

export interface DevChains {
  /** `delegate`: FoyerDelegate, the EIP-7702 code of embedded wallets (batches, sponsored relays). */
  evm: { rpcUrl: string; chainId: number; contracts: DevContracts; delegate: string };
  /** LiteSVM behind a JSON-RPC front (startSolanaDevnet). */
  solana: { rpcUrl: string; wsUrl: string };
  stop(): Promise<void>;
}

export interface StartDevChainsOptions {
  /** Default DEV_EVM_PORT; 0 picks a free port. */
  evmPort?: number;
  /** Default DEV_SOLANA_PORT; 0 picks a free port. */
  solanaPort?: number;
}

/** Refuses to start over something already listening on the port (a second `npm start`, a running node). */
async function assertPortFree(port: number): Promise<void> {
  if (port === 0) return;
  const answered = await fetch(`http://127.0.0.1:${port}`, { method: "POST", signal: AbortSignal.timeout(500) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`127.0.0.1:${port} is already in use: stop what runs there (another npm start?)`);
}

/**
 * The local chains of the demo: a fresh anvil (chain id 31337) with the dev contracts deployed (TestUSDC and
 * TestNFT, dev accounts funded), and a fresh LiteSVM behind its JSON-RPC front with the demo's Solana test key
 * holding 100 SOL.
 *
 * @example
 * const chains = await startDevChains({ evmPort: 0, solanaPort: 0 });
 * chains.evm.contracts.usdc; // "0x5FbDB2315678afecb367f032d93F642f64180aa3"
 */
export async function startDevChains(options: StartDevChainsOptions = {}): Promise<DevChains> {
  const evmPort = options.evmPort ?? DEV_EVM_PORT;
  await assertPortFree(evmPort);
  const solanaPort = options.solanaPort ?? DEV_SOLANA_PORT;
  await assertPortFree(solanaPort);
  const anvil = await startAnvil(evmPort === 0 ? {} : { port: evmPort });
  let solana: Awaited<ReturnType<typeof startSolanaDevnet>> | null = null;
  try {
    const contracts = await deployDevContracts(anvil.rpcUrl);
    const delegate = await deployFoyerDelegate(anvil.rpcUrl);
    solana = await startSolanaDevnet({
      port: solanaPort,
      funded: { [await devSolanaAddress()]: DEV_SOLANA_LAMPORTS },
    });
    const started = solana;
    return {
      evm: { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, contracts, delegate },
      solana: { rpcUrl: started.rpcUrl, wsUrl: started.wsUrl },
      stop: async () => {
        await Promise.all([anvil.stop(), started.stop()]);
      },
    };
  } catch (error) {
    await Promise.all([anvil.stop(), solana?.stop()]);
    throw error;
  }
}
