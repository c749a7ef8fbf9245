import {
  siweAuthenticateBody,
  siweInitBody,
  siweLinkBody,
  siweLinkSmartWalletBody,
  siweUnlinkBody,
} from "@foyer/core/contract";
import type { Hono } from "hono";
import type { Hex } from "viem";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import { type WalletSignInRouteDeps, walletSignInRoutes } from "../../routes/walletSignInRoutes.ts";
import type { SiweProof, SiweService } from "./SiweService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract); the server only
// reads a validated body into its own proof type.
const proofOf = (body: { message: string; signature: string; chain_id: number }): SiweProof => ({
  message: body.message,
  signature: body.signature as Hex,
  chainId: body.chain_id,
});

export interface SiweRouteDeps extends WalletSignInRouteDeps {
  siwe: SiweService;
}

/** /api/v1/siwe/{init,authenticate,link,link_smart_wallet,unlink} (SiweService); transfer is transferRoute. */
export function siweRoutes(deps: SiweRouteDeps): Hono<FoyerEnv> {
  const { siwe, users, db } = deps;
  const routes = walletSignInRoutes(
    "siwe",
    siwe,
    deps,
    { init: siweInitBody, authenticate: siweAuthenticateBody, link: siweLinkBody, unlink: siweUnlinkBody },
    proofOf,
  );
  const auth = requireAuth(deps.sessions);

  routes.post("/siwe/link_smart_wallet", wire({ body: siweLinkSmartWalletBody }), auth, async (c) => {
    const body = await parseBody(c, siweLinkSmartWalletBody);
    const { userId } = c.get("auth");
    await siwe.linkSmartWallet(c.get("app"), userId, proofOf(body), {
      smartWalletType: body.smart_wallet_type,
      smartWalletVersion: body.smart_wallet_version ?? null,
    });
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
