// Starts the real stack for a browser journey: the Foyer server (fresh in-memory embedded
// Postgres) and the demo app served by Vite, on free ports, with the demo's origin allowed.
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import { type DevChains, startDevChains } from "@foyer/devchain";
import { type AppSeed, type CreateServerOptions, startServer } from "@foyer/server";
import { createServer as createViteServer } from "vite";

export interface Stack {
  apiUrl: string;
  /** The wallet origin (frame and export pages), on its own free port. */
  walletFrameUrl: string;
  demoUrl: string;
  /** The local chains when `anvil` was asked for (RPC URLs and the dev contracts' addresses). */
  chains?: Omit<DevChains, "stop">;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
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
  /** Any other server option (rate limits, plugins: `[...defaultPlugins, magicWordPlugin]`, ...). */
  server?: Omit<CreateServerOptions, "apps" | "devAppOrigins">;
  /**
   * Starts anvil on a free port with the dev contracts (TestUSDC, TestNFT), and the local Solana RPC, and points
   * the demo (VITE_FOYER_EVM_RPC_URL, VITE_FOYER_SOLANA_RPC_URL, ...) and foyer-dev's `evm_rpc_urls` at them.
   */
  anvil?: boolean;
}

/** Starts server + demo; `close()` stops both. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const chains = options.anvil ? await startDevChains({ evmPort: 0, solanaPort: 0 }) : null;
  const demoPort = await freePort();
  const demoUrl = `http://${options.demoHostname ?? "127.0.0.1"}:${demoPort}`;
  const apps = options.apps?.map((app) => ({ ...app, allowed_origins: [...(app.allowed_origins ?? []), demoUrl] }));
  const api = await startServer({
    // The journeys run the dev app and read the dev mailbox: development, asked for explicitly.
    mode: "development",
    ...options.server,
    port: 0,
    hostname: "127.0.0.1",
    devAppOrigins: [demoUrl],
    ...(apps ? { apps } : {}),
    ...(chains ? { devEvmRpcUrls: { [String(chains.evm.chainId)]: chains.evm.rpcUrl } } : {}),
  });
  if (chains) {
    process.env.VITE_FOYER_EVM_RPC_URL = chains.evm.rpcUrl;
    process.env.VITE_FOYER_EVM_CHAIN_ID = String(chains.evm.chainId);
    process.env.VITE_FOYER_USDC_ADDRESS = chains.evm.contracts.usdc;
    process.env.VITE_FOYER_NFT_ADDRESS = chains.evm.contracts.nft;
    process.env.VITE_FOYER_SOLANA_RPC_URL = chains.solana.rpcUrl;
  }
  process.env.VITE_FOYER_SERVER_URL = api.url;
  process.env.VITE_FOYER_APP_ID = "foyer-dev";
  process.env.VITE_FOYER_WALLET_FRAME_URL = api.walletFrameUrl ?? "";
  const vite = await createViteServer({
    root: fileURLToPath(new URL("../apps/demo", import.meta.url)),
    server: { port: demoPort, strictPort: true, host: "127.0.0.1" },
    logLevel: "warn",
  });
  await vite.listen();
  return {
    apiUrl: api.url,
    walletFrameUrl: api.walletFrameUrl ?? "",
    demoUrl,
    ...(chains ? { chains: { evm: chains.evm, solana: chains.solana } } : {}),
    async close() {
      await vite.close();
      await api.close();
      await chains?.stop();
    },
  };
}
