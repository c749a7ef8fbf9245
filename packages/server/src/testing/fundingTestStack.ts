import type { EmbeddedWalletInfo } from "@foyer/core";
import { type DevChains, type FundingSandbox, startDevChains, startFundingSandbox } from "@foyer/devchain";

import { createTestServer, type TestServer, type TestServerOptions } from "./createTestServer.ts";
import { nodeWalletFrame } from "./nodeWalletFrame.ts";

/** The demo's origin, from which the Node wallet frame accepts requests. */
const HOST = "http://localhost:5173";

/** A signed-in user with an embedded Ethereum and Solana wallet, as the funding flows start from. */
export interface FundingUser {
  token: string;
  userId: string;
  evmAddress: `0x${string}`;
  solanaAddress: string;
}

export interface FundingTestStack {
  chains: DevChains;
  sandbox: FundingSandbox;
  server: TestServer;
  /** Signs a new user in by email code and creates their embedded wallets through the real frame. */
  newUser(): Promise<FundingUser>;
  close(): Promise<void>;
}

/**
 * Everything a funding test runs against, on random ports: the local chains, the funding sandbox (second
 * anvil, Coinbase, MoonPay and Relay stand-ins) and a Foyer server in development whose `foyer-dev` app
 * funds through the sandbox, with the sandbox's webhooks pointed at it.
 *
 * @example
 * const stack = await startFundingTestStack({ backend });
 * const user = await stack.newUser();
 */
export async function startFundingTestStack(options: TestServerOptions = {}): Promise<FundingTestStack> {
  const chains = await startDevChains({ evmPort: 0, solanaPort: 0 });
  let sandbox: FundingSandbox | null = null;
  try {
    sandbox = await startFundingSandbox({
      evm: { rpcUrl: chains.evm.rpcUrl, usdc: chains.evm.contracts.usdc },
      solana: chains.solana,
    });
    const server = await createTestServer({ ...options, devFunding: sandbox });
    sandbox.setWebhookTarget(server.url);
    let seq = 0;
    const started = sandbox;
    return {
      chains,
      sandbox: started,
      server,
      async newUser() {
        const auth = await server.login(`fund${++seq}-${Date.now()}@example.com`);
        const frameUrl = server.started.walletFrameUrl;
        if (!frameUrl) throw new Error("the test server serves no wallet frame");
        const frame = nodeWalletFrame({ frameUrl, hostOrigin: HOST });
        const wallet = async (op: "create" | "createSolana") => {
          const answer = await frame.call(op, { accessToken: auth.token });
          if (!answer.ok) throw new Error(`${op} failed: ${JSON.stringify(answer)}`);
          return (answer as unknown as { result: { wallet: EmbeddedWalletInfo } }).result.wallet.address;
        };
        return {
          token: auth.token,
          userId: auth.user.id,
          evmAddress: (await wallet("create")) as `0x${string}`,
          solanaAddress: await wallet("createSolana"),
        };
      },
      async close() {
        await server.close();
        await started.stop();
        await chains.stop();
      },
    };
  } catch (error) {
    await sandbox?.stop();
    await chains.stop();
    throw error;
  }
}
