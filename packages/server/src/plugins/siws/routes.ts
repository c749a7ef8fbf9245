import { siwsAuthenticateBody, siwsInitBody, siwsLinkBody, siwsUnlinkBody } from "@foyer/core/contract";
import type { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { type WalletSignInRouteDeps, walletSignInRoutes } from "../../routes/walletSignInRoutes.ts";
import type { SiwsProof, SiwsService } from "./SiwsService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract); the server only
// reads a validated body into its own proof type (the base64 signature, checked by the schema, as bytes).
const proofOf = (body: { message: string; signature: string; message_type: SiwsProof["messageType"] }): SiwsProof => ({
  message: body.message,
  signature: new Uint8Array(Buffer.from(body.signature, "base64")),
  messageType: body.message_type,
});

export interface SiwsRouteDeps extends WalletSignInRouteDeps {
  siws: SiwsService;
}

/** /api/v1/siws/{init,authenticate,link,unlink} (SiwsService); transfer is transferRoute. */
export function siwsRoutes(deps: SiwsRouteDeps): Hono<FoyerEnv> {
  return walletSignInRoutes(
    "siws",
    deps.siws,
    deps,
    { init: siwsInitBody, authenticate: siwsAuthenticateBody, link: siwsLinkBody, unlink: siwsUnlinkBody },
    proofOf,
  );
}
