import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OAUTH_PROVIDERS } from "@foyer/core";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type ClientMetadata, type Configuration } from "oidc-provider";
import { isLoopbackAddress } from "../http/isLoopbackAddress.ts";
import { DEV_OIDC_CLIENT_SECRET, devOidcClientId } from "./devOidcClientId.ts";
import { renderDevSignInPage } from "./renderDevSignInPage.ts";

export interface DevOidcProvider {
  /** e.g. http://127.0.0.1:8789 (no trailing slash); endpoints /auth, /token, /me, /jwks. */
  issuer: string;
  close(): Promise<void>;
}

/** What the sign-in page names: each registry provider by its account label, and the two generic clients. */
const labels: Record<string, string> = {
  ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider.name, provider.accountLabel])),
  custom: "a custom provider",
  sso: "your company's single sign-on",
};

/** A typed name becomes a stable subject and a made-up email at example.com. */
function accountOf(name: string): { accountId: string; slug: string } {
  const slug =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ".")
      .replace(/^\.+|\.+$/g, "") || "user";
  const accountId = `dev-${createHash("sha256").update(name.trim().toLowerCase()).digest("hex").slice(0, 20)}`;
  return { accountId, slug };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 8_192) throw new Error("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * Starts a local OpenID provider (oidc-provider) on its own port, standing in for every social provider in
 * development: authorization code + PKCE S256 + client_secret_post, a "Dev sign-in" page where any name
 * can be typed (consent is implied), userinfo with sub, name, preferred_username, email. Redirect URLs
 * are not registered per client: the Foyer server already holds them to the app's allowed origins, and
 * this provider never runs in production.
 *
 * @example
 * const dev = await startDevOidcProvider({ port: 8789, hostname: "127.0.0.1" });
 */
export async function startDevOidcProvider(options: { port: number; hostname?: string }): Promise<DevOidcProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server: Server = createServer((req, res) => {
    // Like every dev route: only a caller on this machine (the socket's address, not a header).
    if (!isLoopbackAddress(req.socket.remoteAddress)) res.writeHead(404).end();
    else if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host =
    options.hostname && options.hostname !== "0.0.0.0" && options.hostname !== "::" ? options.hostname : "localhost";
  const issuer = `http://${host}:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "dev" };
  const names = new Map<string, string>();
  const clients: ClientMetadata[] = Object.keys(labels).map((name) => ({
    client_id: devOidcClientId(name),
    client_secret: DEV_OIDC_CLIENT_SECRET,
    redirect_uris: ["http://localhost/unused"],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_post",
  }));
  const configuration: Configuration = {
    clients,
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username", "picture"],
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const name = names.get(sub) ?? sub;
          const { slug } = accountOf(name);
          return { sub, name, preferred_username: slug, email: `${slug}@example.com`, email_verified: true };
        },
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // A provider's file may say what it posts beside the code at first consent (Apple's form_post `user`: the
  // name and email as JSON): the stand-in adds those fields to the form it posts, once per account and client.
  const firstConsentFields = new Map(
    OAUTH_PROVIDERS.flatMap((preset) =>
      preset.dev?.firstConsentFormFields ? [[devOidcClientId(preset.name), preset.dev.firstConsentFormFields]] : [],
    ),
  );
  const consented = new Set<string>();
  provider.use(async (ctx, next) => {
    await next();
    // Only the form_post page of such a client: ctx.oidc is read no further for any other answer.
    if (typeof ctx.body !== "string" || !ctx.body.includes('<form method="post"')) return;
    const oidc = (ctx as { oidc?: { client?: { clientId?: string }; session?: { accountId?: string } } }).oidc;
    const clientId = oidc?.client?.clientId ?? "";
    const fieldsOf = firstConsentFields.get(clientId);
    const accountId = oidc?.session?.accountId;
    if (!fieldsOf || !accountId || consented.has(`${clientId} ${accountId}`)) return;
    consented.add(`${clientId} ${accountId}`);
    const name = names.get(accountId) ?? accountId;
    const fields = fieldsOf({ name, email: `${accountOf(name).slug}@example.com` });
    const escapeHtml = (value: string) =>
      value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
    const inputs = Object.entries(fields)
      .map(([field, value]) => `<input type="hidden" name="${escapeHtml(field)}" value="${escapeHtml(value)}"/>`)
      .join("");
    ctx.body = ctx.body.replace("</form>", `${inputs}</form>`);
  });
  // Dev only: any http(s) redirect is accepted (see the function comment).
  provider.Client.prototype.redirectUriAllowed = (value: string) => /^https?:\/\//.test(value);
  const callback = provider.callback();

  handler = (req, res) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(new URL(req.url ?? "/", issuer).pathname);
    if (!match) {
      callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const clientId = String(details.params.client_id);
        const label = labels[clientId.replace(/^foyer-dev-/, "")] ?? clientId;
        if (req.method === "GET") {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
          res.end(renderDevSignInPage({ action: `/interaction/${match[1]}`, providerLabel: label }));
          return;
        }
        const form = await readForm(req);
        if (form.get("action") === "cancel") {
          await provider.interactionFinished(req, res, {
            error: "access_denied",
            error_description: "End-User aborted interaction",
          });
          return;
        }
        const name = (form.get("name") ?? "").trim().slice(0, 64);
        if (!name) {
          res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
          res.end(
            renderDevSignInPage({ action: `/interaction/${match[1]}`, providerLabel: label, error: "Type a name." }),
          );
          return;
        }
        const { accountId } = accountOf(name);
        names.set(accountId, name);
        const grant = new provider.Grant({ accountId, clientId });
        grant.addOIDCScope(String(details.params.scope ?? "openid"));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain" });
        res.end(`Dev sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
