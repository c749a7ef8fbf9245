// `npm start` runs this (through tsx): the local chains, the funding sandbox (a second anvil, the Solana
// USDC mint, the Coinbase, MoonPay and Relay stand-ins) and the local WalletConnect relay, then one line `FOYER_DEVCHAINS <json>` with their
// URLs, contract addresses and the sandbox's keys, which scripts/start.mjs hands to the server and the demo.
// `FOYER_PORT` names the Foyer server's port: the stand-ins send their webhooks there. Stops on SIGINT/SIGTERM.
import { startFundingSandbox } from "./funding/startFundingSandbox.ts";
import { startDevChains } from "./startDevChains.ts";
import { startWalletConnectRelay } from "./walletconnect/startWalletConnectRelay.ts";
import { DEV_WALLETCONNECT_PROJECT_ID } from "./walletconnect/startWalletConnectTestWallet.ts";

async function main(): Promise<void> {
  const chains = await startDevChains({
    evmPort: process.env.FOYER_EVM_PORT ? Number(process.env.FOYER_EVM_PORT) : undefined,
    solanaPort: process.env.FOYER_SOLANA_PORT ? Number(process.env.FOYER_SOLANA_PORT) : undefined,
  });
  const sandbox = await startFundingSandbox({
    evm: { rpcUrl: chains.evm.rpcUrl, usdc: chains.evm.contracts.usdc },
    solana: { rpcUrl: chains.solana.rpcUrl },
    onError: (message) => console.error(`[funding sandbox] ${message}`),
  }).catch(async (error: unknown) => {
    await chains.stop();
    throw error;
  });
  // WalletConnect offline: the relay the SDKs pair through (relayUrl), on 127.0.0.1:8790 by default.
  const relay = await startWalletConnectRelay(
    process.env.FOYER_WALLETCONNECT_RELAY_PORT ? { port: Number(process.env.FOYER_WALLETCONNECT_RELAY_PORT) } : {},
  ).catch(async (error: unknown) => {
    await relay.close();
    await sandbox.stop();
    await chains.stop();
    throw error;
  });
  sandbox.setWebhookTarget(`http://127.0.0.1:${process.env.FOYER_PORT ?? "8787"}`);
  const { stop, ...info } = chains;
  // The server's `devFunding` option (DevFundingSandbox): plain data, no stand-in handles.
  const funding = {
    coinbase: sandbox.coinbase,
    moonpay: sandbox.moonpay,
    bridgeApiUrl: sandbox.bridgeApiUrl,
    chainAliases: sandbox.chainAliases,
    chains: sandbox.chains,
  };
  const walletConnect = {
    walletConnectRelayUrl: relay.url,
    walletConnectListingUrl: relay.listingUrl,
    walletConnectProjectId: DEV_WALLETCONNECT_PROJECT_ID,
  };
  console.log(`FOYER_DEVCHAINS ${JSON.stringify({ ...info, funding, ...walletConnect })}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await sandbox.stop();
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
