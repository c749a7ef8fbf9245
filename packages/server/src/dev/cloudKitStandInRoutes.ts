import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { escapeHtml } from "./escapeHtml.ts";

/** API token of the dev CloudKit container (a local stand-in guards nothing). */
export const DEV_CLOUDKIT_API_TOKEN = "foyer-dev-cloudkit-token";
export const DEV_CLOUDKIT_CONTAINER = "iCloud.dev.foyer";

/**
 * Development stand-in for the subset of CloudKit Web Services that iCloud recovery uses, under
 * /dev/cloudkit: a sign-in page that issues a `ckWebAuthToken` and returns to the caller's redirect
 * (as `code`, with its `state`), `users/caller`, and `records/modify` / `records/lookup` in each user's
 * private database. Tokens and records live in memory.
 */
export function cloudKitStandInRoutes(): Hono {
  const users = new Map<string, string>();
  const records = new Map<string, Map<string, Record<string, unknown>>>();
  const routes = new Hono();
  const base = "/dev/cloudkit/database/1/:container/:environment";

  const page = (action: string, hidden: Record<string, string>) => `<!doctype html><meta charset="utf-8">
<title>Dev iCloud sign-in</title><body style="font:15px system-ui;max-width:360px;margin:64px auto">
<h1>Dev iCloud sign-in</h1><p>Stand-in for Sign in with Apple on CloudKit. Any Apple ID works.</p>
<form method="post" action="${escapeHtml(action)}">
${Object.entries(hidden)
  .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
  .join("")}
<input name="apple_id" placeholder="Apple ID" required autofocus> <button>Sign in</button></form>`;

  routes.get("/dev/cloudkit/signin", (c) =>
    c.html(
      page("/dev/cloudkit/signin", {
        redirect_to: c.req.query("redirect_to") ?? "",
        state: c.req.query("state") ?? "",
      }),
    ),
  );
  routes.post("/dev/cloudkit/signin", async (c) => {
    const form = await c.req.parseBody();
    const appleId = String(form.apple_id ?? "").trim();
    const redirect = String(form.redirect_to ?? "");
    if (!appleId || !/^https?:\/\//.test(redirect)) return c.text("Apple ID and redirect_to required", 400);
    const token = randomBytes(24).toString("base64url");
    users.set(token, `_${Buffer.from(appleId.toLowerCase()).toString("hex").slice(0, 32)}`);
    const target = new URL(redirect);
    target.searchParams.set("code", token);
    target.searchParams.set("state", String(form.state ?? ""));
    return c.redirect(target.toString(), 302);
  });

  const caller = (token: string | undefined, apiToken: string | undefined) =>
    apiToken === DEV_CLOUDKIT_API_TOKEN && token ? (users.get(token) ?? null) : null;
  const authRequired = { serverErrorCode: "AUTHENTICATION_REQUIRED", redirectURL: "/dev/cloudkit/signin" };

  routes.get(`${base}/public/users/caller`, (c) => {
    const user = caller(c.req.query("ckWebAuthToken"), c.req.query("ckAPIToken"));
    return user ? c.json({ userRecordName: user }) : c.json(authRequired, 421);
  });

  routes.post(`${base}/private/records/modify`, async (c) => {
    const user = caller(c.req.query("ckWebAuthToken"), c.req.query("ckAPIToken"));
    if (!user) return c.json(authRequired, 421);
    // Malformed bodies answer CloudKit's BAD_REQUEST (400), never a 500.
    const body = (await c.req.json().catch(() => null)) as {
      operations?: { record?: { recordName?: string } & Record<string, unknown> }[];
    } | null;
    if (!body || !Array.isArray(body.operations)) return c.json({ serverErrorCode: "BAD_REQUEST" }, 400);
    const mine = records.get(user) ?? new Map();
    records.set(user, mine);
    const saved = body.operations.map((op) => {
      const name = op?.record?.recordName;
      if (typeof name !== "string" || !name) return { serverErrorCode: "BAD_REQUEST" };
      mine.set(name, { ...op.record, recordName: name });
      return mine.get(name);
    });
    return c.json({ records: saved });
  });

  routes.post(`${base}/private/records/lookup`, async (c) => {
    const user = caller(c.req.query("ckWebAuthToken"), c.req.query("ckAPIToken"));
    if (!user) return c.json(authRequired, 421);
    const body = (await c.req.json().catch(() => null)) as { records?: { recordName?: string }[] } | null;
    if (!body || !Array.isArray(body.records)) return c.json({ serverErrorCode: "BAD_REQUEST" }, 400);
    const mine = records.get(user) ?? new Map();
    return c.json({
      records: body.records.map(
        (r) => mine.get(r?.recordName ?? "") ?? { recordName: r?.recordName, serverErrorCode: "NOT_FOUND" },
      ),
    });
  });

  return routes;
}
