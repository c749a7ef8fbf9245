// `npm start` runs this (through tsx): the local chains and the local WalletConnect relay, then one line
// `FOYER_DEVCHAINS <json>` with their URLs and contract addresses, which scripts/start.mjs hands to the server
// and the demo. Stops on SIGINT/SIGTERM.
import { startDevChains } from "./startDevChains.ts";
import { startWalletConnectRelay } from "./walletconnect/startWalletConnectRelay.ts";

async function main(): Promise<void> {
  const chains = await startDevChains({
    evmPort: process.env.FOYER_EVM_PORT ? Number(process.env.FOYER_EVM_PORT) : undefined,
    solanaPort: process.env.FOYER_SOLANA_PORT ? Number(process.env.FOYER_SOLANA_PORT) : undefined,
  });
  // WalletConnect offline: the relay the SDKs pair through (relayUrl), on 127.0.0.1:8790 by default.
  const relay = await startWalletConnectRelay(
    process.env.FOYER_WALLETCONNECT_RELAY_PORT ? { port: Number(process.env.FOYER_WALLETCONNECT_RELAY_PORT) } : {},
  ).catch(async (error: unknown) => {
    await chains.stop();
    throw error;
  });
  const { stop, ...info } = chains;
  console.log(`FOYER_DEVCHAINS ${JSON.stringify({ ...info, walletConnectRelayUrl: relay.url })}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await relay.close();
    await stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`Local chains failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
