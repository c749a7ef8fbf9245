// `npm start` runs this (through tsx): the local chains, then one line `FOYER_DEVCHAINS <json>` with their
// URLs and contract addresses, which scripts/start.mjs hands to the server and the demo. Stops on SIGINT/SIGTERM.
import { startDevChains } from "./startDevChains.ts";

async function main(): Promise<void> {
  const chains = await startDevChains({
    evmPort: process.env.FOYER_EVM_PORT ? Number(process.env.FOYER_EVM_PORT) : undefined,
    solanaPort: process.env.FOYER_SOLANA_PORT ? Number(process.env.FOYER_SOLANA_PORT) : undefined,
  });
  const { stop, ...info } = chains;
  console.log(`FOYER_DEVCHAINS ${JSON.stringify(info)}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
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
