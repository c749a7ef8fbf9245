import { FoyerError } from "@foyer/core";
import { walletCreateBody, walletRpcBody } from "@foyer/core/contract";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import { signServerWalletRpc } from "./signServerWalletRpc.ts";
import { signSolanaServerWalletRpc } from "./signSolanaServerWalletRpc.ts";
import type { WalletService } from "./WalletService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).

/**
 * /api/v1/wallets on the API origin: list the user's embedded wallets; in server-wallet mode
 * (`user-controlled-server-wallets-only`) create one and sign with it (owner only); revoke delegation.
 * Share endpoints live on the wallet origin (frameRoutes.ts), never here.
 */
export function walletRoutes(deps: {
  sessions: SessionService;
  wallets: WalletService;
  /** Apps with mfa_required: signing with a server wallet needs an MFA proof (plugin mfa's requireMfa). */
  requireMfa?: MiddlewareHandler<FoyerEnv>;
}): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const mfaGuard: MiddlewareHandler<FoyerEnv> = (c, next) => (deps.requireMfa ? deps.requireMfa(c, next) : next());

  routes.get("/wallets", wire({ summary: "The user's embedded wallets." }), auth, async (c) =>
    c.json({ wallets: await deps.wallets.list(c.get("auth").userId) }),
  );

  routes.post("/wallets", wire({ body: walletCreateBody }), auth, async (c) => {
    const { chain_type } = await parseBody(c, walletCreateBody);
    const app = c.get("app");
    if (app.config.embedded_wallet_config.mode !== "user-controlled-server-wallets-only") {
      throw new FoyerError("not_supported", "This app creates embedded wallets in the wallet frame.");
    }
    const wallet = await deps.wallets.createServerWallet(app.id, c.get("auth").userId, chain_type);
    return c.json({ wallet });
  });

  // No POST /wallets/revoke: nothing grants the app's server signing for a user's wallet (delegation is not
  // built), so a revoke route could only pretend. See the server README.

  routes.post("/wallets/:walletId/rpc", wire({ body: walletRpcBody }), auth, mfaGuard, async (c) => {
    const walletId = c.req.param("walletId");
    const body = await parseBody(c, walletRpcBody);
    if (!z.uuid().safeParse(walletId).success) throw new FoyerError("embedded_wallet_not_found");
    const key = await deps.wallets.serverWalletKey(c.get("app").id, c.get("auth").userId, walletId);
    // Each chain signs with its own methods: Ethereum the EIP-1193 ones, Solana signMessage (raw ed25519).
    if ((key.chainType === "solana") !== (body.method === "signMessage"))
      throw new FoyerError("invalid_data", `A ${key.chainType} server wallet does not sign ${body.method}.`);
    const result =
      body.method === "signMessage"
        ? signSolanaServerWalletRpc(key, body.method, body.params)
        : await signServerWalletRpc(key, body.method, body.params);
    return c.json({ method: body.method, data: { signature: result } });
  });

  return routes;
}
