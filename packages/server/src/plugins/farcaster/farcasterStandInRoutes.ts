import { Hono } from "hono";
import { createSiweMessage } from "viem/siwe";
import { z } from "zod";
import { escapeHtml } from "../../dev/escapeHtml.ts";
import type { DevFarcasterChain } from "./DevFarcasterChain.ts";
import type { DevFarcasterRelay } from "./DevFarcasterRelay.ts";
import { FARCASTER_CHAIN_ID } from "./FarcasterService.ts";

const RELAY = "/dev/farcaster/relay/v1";

const createBody = z.object({
  siweUri: z.url(),
  domain: z.string().min(1).max(256),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,128}$/),
});
const nullable = z.string().max(2_048).nullish();
const authenticateBody = z.object({
  message: z.string().min(1).max(8_192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,8192}$/),
  fid: z.number().int().positive(),
  username: nullable,
  displayName: nullable,
  bio: nullable,
  pfpUrl: nullable,
});
const approveBody = z.object({
  channelToken: z.string().min(1).max(512),
  username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}$/, "Lowercase letters, digits and '-', up to 16"),
});

const bearer = (header: string | undefined) => header?.match(/^Bearer (.+)$/)?.[1] ?? "";
const bad = (error: string) => ({ error, code: "invalid_data" });

/**
 * Development stand-in for Farcaster's Connect relay and for the user's Farcaster app:
 * - `/dev/farcaster/relay/v1/channel`, `.../channel/status`, `.../channel/authenticate` speak the relay's API
 *   (tests play the Farcaster app through them with keys of their own);
 * - `GET /dev/farcaster/connect?channelToken=...` (the connect URI) is the page where the user approves: a
 *   dev user name becomes a fixed fid whose custody key (registered in the dev IdRegistry) signs the Sign In
 *   With Farcaster message, exactly as the Farcaster app would.
 */
export function farcasterStandInRoutes(deps: {
  relay: DevFarcasterRelay;
  chain: DevFarcasterChain;
  now: () => number;
}): Hono {
  const { relay, chain, now } = deps;
  const routes = new Hono();

  routes.post(`${RELAY}/channel`, async (c) => {
    const parsed = createBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad("Give siweUri, domain and nonce."), 400);
    const channel = await relay.createChannel(parsed.data, { serverOrigin: new URL(c.req.url).origin });
    return c.json({ ...channel, url: channel.connectUri }, 201);
  });

  routes.get(`${RELAY}/channel/status`, async (c) => {
    const status = await relay.status(bearer(c.req.header("authorization")));
    if (!status) return c.json({ error: "Unknown channel." }, 401);
    return c.json(status, status.state === "pending" ? 202 : 200);
  });

  routes.post(`${RELAY}/channel/authenticate`, async (c) => {
    const parsed = authenticateBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad("Give message, signature and fid."), 400);
    const { message, signature, fid, username, displayName, bio, pfpUrl } = parsed.data;
    const completed = relay.complete(bearer(c.req.header("authorization")), {
      message,
      signature,
      fid,
      username: username ?? null,
      displayName: displayName ?? null,
      bio: bio ?? null,
      pfpUrl: pfpUrl ?? null,
    });
    if (!completed) return c.json({ error: "Unknown or already answered channel." }, 401);
    return c.json({ state: "completed" }, 201);
  });

  routes.post("/dev/farcaster/approve.json", async (c) => {
    const parsed = approveBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message ?? "Give a user name."), 400);
    const { channelToken, username } = parsed.data;
    const channel = relay.channel(channelToken);
    if (!channel || channel.completion)
      return c.json(bad("This request is unknown, expired or already answered."), 400);
    const { fid, custody } = await chain.identity(username);
    const message = createSiweMessage({
      domain: channel.domain,
      address: custody.address,
      statement: "Farcaster Auth",
      uri: channel.siweUri,
      version: "1",
      chainId: FARCASTER_CHAIN_ID,
      nonce: channel.nonce,
      issuedAt: new Date(now()),
      resources: [`farcaster://fid/${fid}`],
    });
    const signature = await custody.signMessage({ message });
    const displayName = username.charAt(0).toUpperCase() + username.slice(1);
    relay.complete(channelToken, {
      message,
      signature,
      fid,
      username,
      displayName,
      bio: "A development Farcaster account",
      pfpUrl: null,
    });
    return c.json({ fid, username, custody: custody.address });
  });

  routes.get("/dev/farcaster/connect", (c) => {
    const channel = relay.channel(c.req.query("channelToken") ?? "");
    return c.html(renderApprovePage(channel?.channelToken ?? null, channel?.domain ?? ""));
  });

  return routes;
}

function renderApprovePage(channelToken: string | null, domain: string): string {
  const body = channelToken
    ? `<p><b>${escapeHtml(domain)}</b> wants you to sign in with your Farcaster account.</p>
<form id="f"><label for="u">Dev Farcaster user name</label><input id="u" required maxlength="16" pattern="[a-z0-9][a-z0-9\\-]*" value="alice" autocomplete="off">
<button>Approve</button></form><p id="out" role="status"></p>`
    : "<p>This sign-in request is unknown or has expired. Start again from the app.</p>";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev Farcaster · Foyer</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3effb; }
  main { background: #fff; border: 1px solid #ddd3f2; border-radius: 14px; padding: 1.6rem; width: min(22rem, calc(100vw - 2rem)); box-sizing: border-box; }
  h1 { font-size: 1.3rem; margin: 0 0 .3rem; } p { color: #555; font-size: .9rem; }
  label { display: block; font-weight: 600; font-size: .9rem; margin: .6rem 0 .3rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .7rem; border: 1px solid #bbb; border-radius: 8px; }
  button { width: 100%; margin-top: 1rem; font: inherit; padding: .6rem; border-radius: 8px; border: 0; background: #7c65c1; color: #fff; cursor: pointer; }
</style></head>
<body><main>
<h1>Dev Farcaster</h1>
<p>Stands in for the Farcaster app (development only). Each user name is a fixed fid whose dev custody key signs the request.</p>
${body}
</main>
<script>
const channelToken = ${JSON.stringify(channelToken).replace(/</g, "\\u003c")};
const form = document.getElementById("f");
if (form) form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const out = document.getElementById("out");
  out.textContent = "Signing…";
  const res = await fetch("/dev/farcaster/approve.json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ channelToken, username: document.getElementById("u").value.trim() }) });
  const body = await res.json();
  out.textContent = res.ok ? "Approved as @" + body.username + " (fid " + body.fid + "). You can return to the app." : body.error;
  if (res.ok) form.hidden = true;
});
</script>
</body></html>`;
}
