import { Hono } from "hono";
import type { DevMailbox } from "../delivery/DevMailbox.ts";
import { renderMailboxPage } from "./renderMailboxPage.ts";

/**
 * GET /dev/mailbox (HTML) and GET /dev/mailbox.json?to=<address>; mounted in development only, behind
 * devRoutesGuard (loopback, no other origin). `devAppIds`: the apps this development start seeded; a
 * message of any other app in the database (one made with `foyer apps add`) is never shown.
 */
export function mailboxRoutes(mailbox: DevMailbox, devAppIds: readonly string[]): Hono {
  const routes = new Hono();
  routes.get("/dev/mailbox", async (c) => {
    const to = c.req.query("to") || undefined;
    return c.html(renderMailboxPage(await mailbox.list(devAppIds, to), to));
  });
  routes.get("/dev/mailbox.json", async (c) => c.json(await mailbox.list(devAppIds, c.req.query("to") || undefined)));
  return routes;
}
