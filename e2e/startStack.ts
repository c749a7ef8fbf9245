// Starts the real stack for a browser journey: the Foyer server (in-memory embedded Postgres, a copy of
// the database migrated once per run) and the demo app (built once per run, served with this stack's
// addresses), on free ports, with the demo's origin allowed.
import {
  DEV_WALLETCONNECT_PROJECT_ID,
  type DevChains,
  type FundingSandbox,
  SECOND_EVM_CHAIN_ID,
  startDevChains,
  startFundingSandbox,
  startWalletConnectRelay,
} from "@foyer/devchain";
import { type AppSeed, type CreateServerOptions, startServer } from "@foyer/server";
import { inject } from "vitest";
import { openMigratedPglite } from "../packages/server/src/testing/openMigratedPglite.ts";
import { serveDemo } from "./serveDemo.ts";

export interface Stack {
  /** The local WalletConnect relay (with `walletConnect: true`). */
  walletConnectRelayUrl?: string;
  apiUrl: string;
  /** The wallet origin (frame and export pages), on its own free port. */
  walletFrameUrl: string;
  demoUrl: string;
  /** The local chains when `anvil` was asked for (RPC URLs and the dev contracts' addresses). */
  chains?: Omit<DevChains, "stop">;
  /** The funding sandbox when `funding` was asked for. */
  funding?: FundingSandbox;
  /**
   * The analytics events the server recorded under a name, oldest first (read from the stack's own database;
   * empty when the caller brought its own).
   */
  analyticsEvents(eventName: string): Promise<{ appId: string; payload: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

export interface StackOptions {
  /**
   * Extra apps (gates switched on per app). The demo's origin is allowed for each; open the demo with
   * `?app=<id>` to sign into one of them.
   */
  apps?: AppSeed[];
  /**
   * The demo's address as the browser sees it: "localhost" for WebAuthn journeys (an IP address is
   * not a valid passkey RP ID); the server listens on 127.0.0.1 either way.
   */
  demoHostname?: "127.0.0.1" | "localhost";
  /**
   * The wallet origin's address as the browser sees it: "localhost" for journeys that make a passkey on the
   * wallet origin (its RP ID is that hostname, and an IP address is not a valid one). Default 127.0.0.1.
   */
  walletFrameHostname?: "127.0.0.1" | "localhost";
  /** Any other server option (rate limits, plugins: `[...defaultPlugins, magicWordPlugin]`, ...). */
  server?: Omit<CreateServerOptions, "apps" | "devAppOrigins">;
  /**
   * Starts anvil on a free port with the dev contracts (TestUSDC, TestNFT), and the local Solana RPC, and points
   * the demo (VITE_FOYER_EVM_RPC_URL, VITE_FOYER_SOLANA_RPC_URL, ...) and foyer-dev's `evm_rpc_urls` at them.
   */
  anvil?: boolean;
  /**
   * Also starts the local funding sandbox (implies `anvil`): the second anvil (31338), the Solana USDC mint,
   * and the Coinbase, MoonPay and Relay stand-ins; foyer-dev is offered every funding method against them.
   */
  funding?: boolean;
  /** Starts the local WalletConnect relay and points the demo's WalletConnect connector at it. */
  walletConnect?: boolean;
}

/** The sandbox's second anvil for the demo's dev test wallet (a bridge source), when the sandbox runs. */
function secondEvm(sandbox: FundingSandbox | null): { VITE_FOYER_SECOND_EVM_RPC_URL?: string } {
  const rpcUrl = sandbox?.chains.evm.find((chain) => chain.chainId === SECOND_EVM_CHAIN_ID)?.rpcUrl;
  return rpcUrl ? { VITE_FOYER_SECOND_EVM_RPC_URL: rpcUrl } : {};
}

/** Starts server + demo; `close()` stops both. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const chains = options.anvil || options.funding ? await startDevChains({ evmPort: 0, solanaPort: 0 }) : null;
  const sandbox =
    chains && options.funding
      ? await startFundingSandbox({
          evm: { rpcUrl: chains.evm.rpcUrl, usdc: chains.evm.contracts.usdc },
          solana: { rpcUrl: chains.solana.rpcUrl },
        }).catch(async (error) => {
          await chains.stop();
          throw error;
        })
      : null;
  const relay = options.walletConnect ? await startWalletConnectRelay({ port: 0 }) : null;
  const demo = await serveDemo(inject("demoDistDir"));
  const demoUrl = `http://${options.demoHostname ?? "127.0.0.1"}:${demo.port}`;
  const apps = options.apps?.map((app) => ({ ...app, allowed_origins: [...(app.allowed_origins ?? []), demoUrl] }));
  // The caller's own database (a dataDir, PostgreSQL) wins; else a copy of the migrated dump, closed here.
  const ownDatabase = options.server?.pglite || options.server?.databaseUrl || options.server?.dataDir;
  const pglite = ownDatabase ? null : openMigratedPglite();
  const api = await startServer({
    // The journeys run the dev app and read the dev mailbox: development, asked for explicitly.
    mode: "development",
    ...(pglite ? { pglite } : {}),
    ...options.server,
    port: 0,
    hostname: "127.0.0.1",
    devAppOrigins: [demoUrl],
    ...(apps ? { apps } : {}),
    ...(chains ? { devEvmRpcUrls: { [String(chains.evm.chainId)]: chains.evm.rpcUrl } } : {}),
    ...(sandbox ? { devFunding: sandbox } : {}),
    // With the relay, foyer-dev gets the dev project id as under npm start (the relay checks none).
    ...(relay ? { devWalletConnectProjectId: DEV_WALLETCONNECT_PROJECT_ID } : {}),
  }).catch(async (error) => {
    await demo.close();
    await relay?.close();
    await pglite?.close();
    await sandbox?.stop();
    await chains?.stop();
    throw error;
  });
  // The frame server listens on 127.0.0.1; the browser may reach it as localhost (same socket).
  const walletFrameUrl =
    api.walletFrameUrl && options.walletFrameHostname === "localhost"
      ? api.walletFrameUrl.replace("//127.0.0.1:", "//localhost:")
      : (api.walletFrameUrl ?? "");
  sandbox?.setWebhookTarget(api.url);
  demo.configure({
    VITE_FOYER_SERVER_URL: api.url,
    VITE_FOYER_APP_ID: "foyer-dev",
    VITE_FOYER_WALLET_FRAME_URL: walletFrameUrl,
    ...(chains
      ? {
          VITE_FOYER_EVM_RPC_URL: chains.evm.rpcUrl,
          VITE_FOYER_EVM_CHAIN_ID: String(chains.evm.chainId),
          VITE_FOYER_USDC_ADDRESS: chains.evm.contracts.usdc,
          VITE_FOYER_NFT_ADDRESS: chains.evm.contracts.nft,
          VITE_FOYER_SOLANA_RPC_URL: chains.solana.rpcUrl,
          ...secondEvm(sandbox),
        }
      : {}),
    ...(relay
      ? { VITE_FOYER_WALLETCONNECT_RELAY_URL: relay.url, VITE_FOYER_WALLETCONNECT_LISTING_URL: relay.listingUrl }
      : {}),
  });
  return {
    apiUrl: api.url,
    walletFrameUrl,
    demoUrl,
    ...(relay ? { walletConnectRelayUrl: relay.url } : {}),
    ...(chains ? { chains: { evm: chains.evm, solana: chains.solana } } : {}),
    ...(sandbox ? { funding: sandbox } : {}),
    async analyticsEvents(eventName) {
      if (!pglite) return [];
      const { rows } = await pglite.query<{ app_id: string; payload: Record<string, unknown> }>(
        "select app_id, payload from analytics_events where event_name = $1 order by id",
        [eventName],
      );
      return rows.map((row) => ({ appId: row.app_id, payload: row.payload }));
    },
    async close() {
      await demo.close();
      await api.close();
      await relay?.close();
      await pglite?.close();
      await sandbox?.stop();
      await chains?.stop();
    },
  };
}
