import { Hono } from "hono";
import type { DevMailbox } from "../delivery/DevMailbox.ts";
import { renderMailboxPage } from "./renderMailboxPage.ts";

/** GET /dev/mailbox (HTML) and GET /dev/mailbox.json?to=<address>; mounted in development only. */
export function mailboxRoutes(mailbox: DevMailbox): Hono {
  const routes = new Hono();
  routes.get("/dev/mailbox", async (c) => {
    const to = c.req.query("to") || undefined;
    return c.html(renderMailboxPage(await mailbox.list(to), to));
  });
  routes.get("/dev/mailbox.json", async (c) => {
    c.header("Access-Control-Allow-Origin", "*");
    return c.json(await mailbox.list(c.req.query("to") || undefined));
  });
  return routes;
}
