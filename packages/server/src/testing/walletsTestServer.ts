import type { WireAuthResponse } from "@foyer/core";
import {
  createFrameProver,
  createMemoryKeyStore,
  type createMemoryStorage,
  type FrameProver,
} from "@foyer/wallet-frame";
import type { Backend } from "./backends.ts";
import { createTestServer, type TestServer } from "./createTestServer.ts";
import { nodeWalletFrame } from "./nodeWalletFrame.ts";

export const HOST = "http://localhost:5173";

/** The server and helpers the wallets plugin's HTTP tests share (one server per test file). */
export interface WalletsTestServer {
  t: TestServer;
  frameUrl: string;
  /** How many users this file has signed in so far (unique emails and phone numbers). */
  seq(): number;
  /** A new email user of foyer-dev (or of `appId`). */
  login(appId?: string): Promise<WireAuthResponse>;
  /** A wallet frame running in Node, talking to the real server as the frame origin would. */
  nodeFrame(storage?: ReturnType<typeof createMemoryStorage>): ReturnType<typeof nodeWalletFrame>;
  /** A device key no wallet registered: enough for the routes that release no share (MFA, resolve). */
  unregistered: FrameProver;
  /** A request as the frame makes it: its Origin, the token, and a proof by `prover`'s device key. */
  framePost(
    path: string,
    body: unknown,
    token?: string,
    origin?: string | null,
    prover?: FrameProver,
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
  ): Promise<{ status: number; body: any }>;
}

/**
 * Starts the test server with the apps these tests use (foyer-dev, and server-wallet mode's app).
 *
 * @example
 * beforeAll(async () => { w = await startWalletsTestServer(backend); });
 */
export async function startWalletsTestServer(backend: Backend): Promise<WalletsTestServer> {
  let seq = 0;
  const t = await createTestServer({
    backend,
    apps: [
      {
        id: "server-wallets",
        name: "Server wallets",
        email_auth: true,
        allowed_origins: [HOST],
        embedded_wallet_config: {
          ethereum: { create_on_login: "off" },
          solana: { create_on_login: "off" },
          require_user_owned_recovery_on_create: false,
          user_owned_recovery_options: ["user-passcode"],
          mode: "user-controlled-server-wallets-only",
        },
      },
    ],
  });
  const frameUrl = t.started.walletFrameUrl as string;
  const unregistered = createFrameProver(createMemoryKeyStore(), () => t.clock.now());
  return {
    t,
    frameUrl,
    seq: () => seq,
    unregistered,
    async login(appId) {
      const email = `w${++seq}-${Date.now()}@example.com`;
      if (!appId) return t.login(email);
      await t.post("/api/v1/passwordless/init", { email }, { appId });
      const auth = await t.post(
        "/api/v1/passwordless/authenticate",
        { email, code: await t.readCode(email) },
        { appId },
      );
      return auth.body;
    },
    nodeFrame: (storage) =>
      nodeWalletFrame({
        frameUrl,
        hostOrigin: HOST,
        passwordKdf: { t: 1, m: 64, p: 1, dkLen: 32 },
        now: () => t.clock.now(),
        ...(storage ? { storage } : {}),
      }),
    framePost: async (path, body, token, origin = frameUrl, prover = unregistered) =>
      fetch(`${frameUrl}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "foyer-app-id": "foyer-dev",
          ...(token
            ? { authorization: `Bearer ${token}`, dpop: await prover.proof("POST", `${frameUrl}${path}`, token) }
            : {}),
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
  };
}
