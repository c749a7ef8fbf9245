import { transferBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { Database } from "../db/Database.ts";
import type { AccountTransfer } from "../domain/users/AccountTransfer.ts";
import type { UserService } from "../domain/users/UserService.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { parseBody } from "../http/parseBody.ts";
import { requireAuth } from "../http/requireAuth.ts";
import { wire } from "../http/wire.ts";
import type { SessionService } from "../sessions/SessionService.ts";

export interface TransferRouteDeps {
  sessions: SessionService;
  users: UserService;
  db: Database;
  transfer: AccountTransfer;
}

/**
 * `POST /api/v1/{method}/transfer { nonce }`: redeems the nonce of a 409 account_transfer_required answered
 * by that method's `link`; the account moves to the caller, whose WireUser is the answer. Every method with a
 * transfer endpoint (spec 000 §7) mounts one of these, naming the account kinds it may move.
 */
export function transferRoute(
  deps: TransferRouteDeps,
  method: string,
  accepts: (accountType: string) => boolean,
): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post(`/${method}/transfer`, wire({ body: transferBody }), requireAuth(deps.sessions), async (c) => {
    const { nonce } = await parseBody(c, transferBody);
    const { userId } = c.get("auth");
    await deps.transfer.redeem(c.get("app").id, userId, nonce, accepts);
    return c.json(await deps.users.toWire(deps.db, userId));
  });
  return routes;
}
