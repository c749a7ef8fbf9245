import { randomBytes } from "node:crypto";
import { icloudRecovery } from "@foyer/core";
import { Hono } from "hono";
import { escapeHtml } from "./escapeHtml.ts";

/** API token of the dev CloudKit container (a local stand-in guards nothing): the registry's icloudRecovery entry. */
export const DEV_CLOUDKIT_API_TOKEN = icloudRecovery.devStandIn.apiToken;
export const DEV_CLOUDKIT_CONTAINER = icloudRecovery.devStandIn.container;
/** Where the stand-in is mounted and its sign-in page (the registry's icloudRecovery.devStandIn). */
const BASE = icloudRecovery.devStandIn.path;
const SIGN_IN = icloudRecovery.devStandIn.signInPath;

/**
 * Development stand-in for the subset of CloudKit Web Services that iCloud recovery uses, under
 * /dev/cloudkit, answering as CloudKit does: `users/caller` without a web auth token answers 421
 * AUTHENTICATION_REQUIRED with the sign-in `redirectURL`; after sign-in the token reaches the app as the
 * API token's "Sign In Callback" is set in CloudKit Dashboard, either a URL redirect (the callback URL with
 * `?ckWebAuthToken=…&ckSession=…` and nothing else: CloudKit carries no OAuth state) or a session message
 * posted to the window that opened the sign-in (`{ ckWebAuthToken, ckSession }`, `callback=postMessage`).
 * Then `records/modify` / `records/lookup` in each user's private database. Tokens and records live in memory.
 */
export function cloudKitStandInRoutes(): Hono {
  const users = new Map<string, string>();
  const records = new Map<string, Map<string, Record<string, unknown>>>();
  const routes = new Hono();
  const base = `${BASE}/database/1/:container/:environment`;

  const page = (action: string, hidden: Record<string, string>) => `<!doctype html><meta charset="utf-8">
<title>Dev iCloud sign-in</title><body style="font:15px system-ui;max-width:360px;margin:64px auto">
<h1>Dev iCloud sign-in</h1><p>Stand-in for Sign in with Apple on CloudKit. Any Apple ID works.</p>
<form method="post" action="${escapeHtml(action)}">
${Object.entries(hidden)
  .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
  .join("")}
<input name="apple_id" placeholder="Apple ID" required autofocus> <button>Sign in</button></form>`;

  routes.get(SIGN_IN, (c) =>
    c.html(
      page(SIGN_IN, {
        redirect_to: c.req.query("redirect_to") ?? "",
        callback: c.req.query("callback") === "postMessage" ? "postMessage" : "redirect",
      }),
    ),
  );
  routes.post(SIGN_IN, async (c) => {
    const form = await c.req.parseBody();
    const appleId = String(form.apple_id ?? "").trim();
    const redirect = String(form.redirect_to ?? "");
    if (!appleId || !/^https?:\/\//.test(redirect)) return c.text("Apple ID and redirect_to required", 400);
    // CloudKit's web auth tokens carry characters that need URL encoding ('+', '/', '='): so do these.
    const token = `${randomBytes(18).toString("base64")}+/=`;
    const session = randomBytes(16).toString("base64");
    users.set(token, `_${Buffer.from(appleId.toLowerCase()).toString("hex").slice(0, 32)}`);
    if (form.callback === "postMessage") {
      // The session message, to the opener on the callback URL's origin only.
      const message = JSON.stringify({ ckWebAuthToken: token, ckSession: session }).replaceAll("<", "\\u003c");
      const origin = JSON.stringify(new URL(redirect).origin);
      return c.html(`<!doctype html><meta charset="utf-8"><title>Signed in</title>
<script>window.opener&&window.opener.postMessage(${message},${origin});window.close()</script>`);
    }
    const target = new URL(redirect);
    target.searchParams.set("ckWebAuthToken", token);
    target.searchParams.set("ckSession", session);
    return c.redirect(target.toString(), 302);
  });

  const caller = (token: string | undefined, apiToken: string | undefined) =>
    apiToken === DEV_CLOUDKIT_API_TOKEN && token ? (users.get(token) ?? null) : null;
  const authRequired = {
    uuid: "00000000-0000-4000-8000-000000000000",
    serverErrorCode: "AUTHENTICATION_REQUIRED",
    reason: "request needs authorization",
    redirectURL: SIGN_IN,
  };

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
