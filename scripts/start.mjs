// `npm start`: the local chains (anvil with the dev contracts, LiteSVM, the funding sandbox), the Foyer server (embedded Postgres in
// .foyer/, dev mailbox, app `foyer-dev`) and the demo app, side by side. Ctrl-C stops them all.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBuilt, serverBundle } from "./ensureServerBuilt.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules", ".bin", name);
// TypeScript entry points run in node itself with tsx's loader, not through the `tsx` wrapper: the
// wrapper is a second process, and a SIGTERM sent to it did not always reach the server behind it.
// "@foyer/source": workspace packages resolve to their TypeScript sources, not to dist/.
const tsNode = (file) => [process.execPath, ["--conditions=@foyer/source", "--import", "tsx", join(root, file)]];
const port = process.env.FOYER_PORT ?? "8787";
const children = [];

function run(label, command, args, env = {}, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`[${label}] exited with code ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

/**
 * The local chains (packages/devchain/src/cli.ts): anvil on 127.0.0.1:8545 with the dev contracts, and
 * LiteSVM's JSON-RPC front on 127.0.0.1:8899. Resolves
 * with the JSON line it prints once everything is deployed.
 */
function startChains() {
  return new Promise((resolve, reject) => {
    const [node, args] = tsNode("packages/devchain/src/cli.ts");
    const child = spawn(node, args, {
      cwd: root,
      env: { ...process.env, FOYER_PORT: port },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let ready = false;
    child.stdout.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.startsWith("FOYER_DEVCHAINS ")) {
          ready = true;
          resolve(JSON.parse(line.slice("FOYER_DEVCHAINS ".length)));
        } else if (line.trim()) process.stdout.write(`[chains] ${line}\n`);
      }
    });
    child.stderr.on("data", (chunk) => process.stderr.write(`[chains] ${chunk}`));
    child.on("exit", (code) => {
      if (!ready) reject(new Error(`the local chains exited with code ${code}`));
      else if (!stopping) {
        console.error(`[chains] exited with code ${code}; stopping.`);
        stop(code ?? 1);
      }
    });
  });
}

// The server runs as one bundle (no TypeScript loader: it cost 2.4 s of every start), with the wallet frame's
// bundles it serves: built on the first start and again only when a source changed (ensureServerBuilt.mjs).
await ensureServerBuilt();
const chains = await startChains().catch((error) => {
  console.error(`${error.message}; stopping.`);
  stop(1);
  return new Promise(() => {});
});
const { usdc, nft } = chains.evm.contracts;

run("server", process.execPath, [serverBundle], {
  // Production is the default: `npm start` asks for development (dev app, mailbox, stand-ins) explicitly.
  FOYER_ENV: "development",
  FOYER_PORT: port,
  FOYER_DEV_EVM_RPC_URLS: `${chains.evm.chainId}=${chains.evm.rpcUrl}`,
  // The funding sandbox: foyer-dev offers card, exchange, wallet transfer, bridge and receive against it.
  FOYER_DEV_FUNDING: JSON.stringify(chains.funding),
  // foyer-dev's WalletConnect project id: the local relay checks none, and the demo pairs through it offline.
  FOYER_DEV_WALLETCONNECT_PROJECT_ID: chains.walletConnectProjectId,
});
run(
  "demo",
  bin("vite"),
  ["--port", "5173", "--strictPort"],
  {
    VITE_FOYER_SERVER_URL: `http://localhost:${port}`,
    VITE_FOYER_EVM_RPC_URL: chains.evm.rpcUrl,
    VITE_FOYER_EVM_CHAIN_ID: String(chains.evm.chainId),
    VITE_FOYER_USDC_ADDRESS: usdc,
    VITE_FOYER_NFT_ADDRESS: nft,
    VITE_FOYER_SOLANA_RPC_URL: chains.solana.rpcUrl,
    VITE_FOYER_SECOND_EVM_RPC_URL: chains.funding.chains.evm[1]?.rpcUrl ?? "",
    VITE_FOYER_SOLANA_USDC_MINT: chains.funding.chains.solana.usdcMint,
    VITE_FOYER_WALLETCONNECT_RELAY_URL: chains.walletConnectRelayUrl,
    VITE_FOYER_WALLETCONNECT_LISTING_URL: chains.walletConnectListingUrl,
  },
  join(root, "apps/demo"),
);

/**
 * Resolves once every URL answers an HTTP request (any status): the demo is up in seconds, the API only
 * after its database and migrations, so the banner waits for both instead of inviting a click too early.
 */
async function waitForAnswers(urls) {
  const answers = async (url) => {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      return false;
    }
  };
  let waiting = [...urls];
  while (waiting.length > 0 && !stopping) {
    const results = await Promise.all(waiting.map(answers));
    waiting = waiting.filter((_, i) => !results[i]);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

console.log(
  "\n  Foyer is starting (the server's first start creates its database); the URLs follow once all answer.\n",
);
await waitForAnswers([`http://localhost:${port}/health`, "http://localhost:5173/"]);
if (stopping) await new Promise(() => {});

console.log(`
  Foyer is ready:
    demo app      http://localhost:5173
    API           http://localhost:${port}/api/v1
    dev mailbox   http://localhost:${port}/dev/mailbox   (login codes land here)
    EVM chain     ${chains.evm.rpcUrl}   (anvil, chain id ${chains.evm.chainId})
      TestUSDC    ${usdc}   (6 decimals, 10 000 per dev account)
      TestNFT     ${nft}
    Solana RPC    ${chains.solana.rpcUrl}   (LiteSVM; requestAirdrop funds any address)
      USDC mint   ${chains.funding.chains.solana.usdcMint}
    Funding       every method works offline against the local sandbox (the Fund buttons)
      2nd chain   ${chains.funding.chains.evm[1]?.rpcUrl}   (anvil, chain id ${chains.funding.chains.evm[1]?.chainId}; bridges)
      Coinbase    ${chains.funding.coinbase.apiUrl}   MoonPay ${chains.funding.moonpay.apiUrl}   Relay ${chains.funding.bridgeApiUrl}
  Ctrl-C stops everything.
`);
