import { FoyerError } from "@foyer/core";
import {
  embeddedWalletAddBody as addBody,
  assertionSchema,
  mfaVerifyBody,
  embeddedWalletRegisterBody as registerBody,
  embeddedWalletReplaceBody as replaceBody,
  embeddedWalletResolveBody as resolveBody,
  embeddedWalletShareRequestBody as shareRequestBody,
  walletFrameMfaEmptyBody,
  walletFrameMfaPasskeyInitBody,
} from "@foyer/core/contract";
import type { FrameCloudRecoveryConfig } from "@foyer/core/embedded";
import { eq } from "drizzle-orm";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { sessions as sessionsTable } from "../../db/schema.ts";
import type { AppRecord, AppService } from "../../domain/apps/AppService.ts";
import { cloudRecoveryOrigins } from "../../domain/apps/frameCloudRecoveryConfig.ts";
import { sponsorshipAppSettings, sponsorshipDelegates } from "../../domain/apps/SponsorshipSettings.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { wire } from "../../http/wire.ts";
import type { MfaService } from "../../sessions/MfaService.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import { frameDeviceRoutes } from "./frameDeviceRoutes.ts";
import { renderWalletFramePage, walletFrameCsp } from "./renderWalletFramePage.ts";
import { type FrameProof, verifyFrameProof } from "./verifyFrameProof.ts";
import { isAutomaticRecovery, type WalletDevices } from "./WalletDevices.ts";
import type { WalletPasskeys } from "./WalletPasskeys.ts";
import type { WalletService } from "./WalletService.ts";
import type { createWalletFrameAssets } from "./walletFrameAssets.ts";

/** The wallet origin's routes that hand out key material: each runs the MFA guard (shareReleaseMfa.test). */
export const SHARE_RELEASE_PATHS = [
  "/api/v1/embedded_wallets/auth_share",
  "/api/v1/embedded_wallets/recovery_share",
] as const;

/** Export needs a login at most this old (the session's start, not a refreshed token). */
export const EXPORT_FRESH_LOGIN_MS = 5 * 60_000;

// The narrower shapes the frame's mfa/verify answers itself (see the route).
const passkeyVerifyBody = z.object({ method: z.literal("passkey"), passkey_response: assertionSchema }).strict();
const exportSmsVerifyBody = z.object({ method: z.literal("sms"), code: z.string().max(16) }).strict();

/**
 * The wallet origin's routes (served on their own port, e.g. http://127.0.0.1:8788): the hidden frame
 * page, the export page, their scripts, and the share endpoints. Share endpoints answer only requests
 * whose Origin is this origin, with a valid access token of the app AND a fresh single-use proof signed by
 * the frame's device key (verifyFrameProof.ts); shares are released only to keys registered for the wallet
 * (WalletDevices.ts). The Origin check alone stops no one outside a browser.
 */
export function walletFrameRoutes(deps: {
  apps: AppService;
  sessions: SessionService;
  db: Database;
  wallets: WalletService;
  devices: WalletDevices;
  /** Code sending and checking for the in-frame verification of a new device (frameDeviceRoutes.ts). */
  deviceVerification: Omit<Parameters<typeof frameDeviceRoutes>[0], "devices" | "passkeys" | "proofOf" | "ownOrigin">;
  /** Passkeys on the wallet origin, the new-device verification of users without email or phone. */
  passkeys: WalletPasskeys;
  assets: ReturnType<typeof createWalletFrameAssets>;
  now: () => number;
  /** Public origin of the frame when behind a proxy; default: the origin the request was made to. */
  publicOrigin?: string;
  /**
   * Guard of the routes that release key material when the app forces MFA (the mfa plugin's
   * `requireMfa`, reading the `foyer-mfa-token` header the frame sends after verifyMfa).
   */
  requireMfa?: MiddlewareHandler<FoyerEnv>;
  /**
   * Passkey MFA verified here (not forwarded): the assertion may come from the host page (hidden frame's
   * verifyMfa) or from this origin's export page, for the host's relying party either way.
   */
  mfa?: Pick<MfaService, "verify">;
  /** Hands a request to the API app (the frame's mfa/verify is the API's, on behalf of the host page). */
  forwardToApi?: (request: Request, env: FoyerEnv["Bindings"]) => Response | Promise<Response>;
  /** Cloud recovery providers of an app and their API addresses, for the hidden frame's page config. */
  cloudRecovery?: (app: AppRecord, frameOrigin: string) => FrameCloudRecoveryConfig;
}): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const ownOrigin = (url: string) => deps.publicOrigin ?? new URL(url).origin;

  const page = (kind: "frame" | "export" | "verify") => async (c: Context<FoyerEnv>) => {
    const app = await deps.apps.find(c.req.param("appId") ?? "");
    if (!app) return c.text("Unknown app", 404);
    const serverUrl = ownOrigin(c.req.url);
    const cloudRecovery = kind === "frame" ? deps.cloudRecovery?.(app, serverUrl) : undefined;
    c.header(
      "Content-Security-Policy",
      walletFrameCsp(app.allowedOrigins, cloudRecovery ? cloudRecoveryOrigins(cloudRecovery) : []),
    );
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    const scripts = await deps.assets.scriptOf(kind);
    return c.html(
      renderWalletFramePage(kind, scripts, {
        appId: app.id,
        appName: app.config.name,
        allowedOrigins: app.allowedOrigins,
        serverUrl,
        ...(cloudRecovery ? { cloudRecovery } : {}),
        ...(kind === "frame" ? { delegates: sponsorshipDelegates(sponsorshipAppSettings.of(app)) } : {}),
      }),
    );
  };
  routes.get("/apps/:appId/embedded-wallets", page("frame"));
  routes.get("/apps/:appId/embedded-wallets/export", page("export"));
  routes.get("/apps/:appId/embedded-wallets/verify", page("verify"));
  routes.get("/assets/wallet-frame/:file", async (c) => {
    const script = await deps.assets.get(c.req.param("file"));
    if (script === null) return c.text("Not found", 404);
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("X-Content-Type-Options", "nosniff");
    // The name carries a hash of the content: a new build is a new name.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(script);
  });

  /** The verified proof of each share request (set by requireFrame, read by the handlers). */
  const proofs = new WeakMap<Request, FrameProof>();
  const proofOf = (c: Context<FoyerEnv>): FrameProof => {
    const proof = proofs.get(c.req.raw);
    if (!proof) throw new FoyerError("missing_or_invalid_token");
    return proof;
  };
  const requireFrame: MiddlewareHandler<FoyerEnv> = async (c, next) => {
    // Both patterns below match the collection path: check (and spend the proof) once.
    if (proofs.has(c.req.raw)) return next();
    // Only the frame's own scripts: a host page (another origin) or a page without Origin is refused.
    if (c.req.header("origin") !== ownOrigin(c.req.url)) {
      throw new FoyerError("missing_or_invalid_token", "Share endpoints answer the wallet frame only.");
    }
    const app = await deps.apps.find(c.req.header("foyer-app-id")?.trim() ?? "");
    if (!app) throw new FoyerError("missing_or_invalid_foyer_app_id");
    c.set("app", app);
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (!match?.[1]) throw new FoyerError("missing_or_invalid_token");
    c.set("auth", await deps.sessions.verifyAccessToken(app.id, match[1]));
    // Every share route, one rule: the access token is not enough, the frame's device key signs the request.
    const proof = await verifyFrameProof({
      db: deps.db,
      now: deps.now,
      appId: app.id,
      proof: c.req.header("dpop"),
      method: c.req.method,
      url: `${ownOrigin(c.req.url)}${new URL(c.req.url).pathname}`,
      accessToken: match[1],
    });
    proofs.set(c.req.raw, proof);
    await next();
  };
  routes.use("/api/v1/embedded_wallets", requireFrame);
  routes.use("/api/v1/embedded_wallets/*", requireFrame);

  routes.post("/api/v1/embedded_wallets", wire({ body: registerBody }), async (c) => {
    const body = await parseBody(c, registerBody);
    const proof = proofOf(c);
    // The device that creates the wallet is its first registered device (in the same transaction).
    const wallet = await deps.wallets.registerEntropy(
      c.get("app").id,
      c.get("auth").userId,
      {
        chainType: body.chain_type,
        address: body.address,
        entropyId: body.entropy_id,
        entropyIdVerifier: body.entropy_id_verifier,
        authShare: body.auth_share,
        recoveryMethod: body.recovery_method,
        recoveryShare: body.recovery_share,
      },
      async (tx, entropyRowId) => {
        await deps.devices.register(entropyRowId, proof, "create", tx);
        await deps.devices.setRecoveryProofKey(tx, entropyRowId, body.recovery_proof_key);
      },
    );
    return c.json({ wallet });
  });
  routes.post("/api/v1/embedded_wallets/add", wire({ body: addBody }), async (c) => {
    const body = await parseBody(c, addBody);
    await deps.devices.requireRegistered(c.get("app").id, c.get("auth").userId, body.entropy_id, proofOf(c));
    const wallet = await deps.wallets.addWallet(c.get("app").id, c.get("auth").userId, {
      entropyId: body.entropy_id,
      chainType: body.chain_type,
      hdWalletIndex: body.hd_wallet_index,
      address: body.address,
    });
    return c.json({ wallet });
  });
  // One rule for every route that releases key material (spec 001, security): in an app that forces MFA
  // the auth share AND the recovery share need a live MFA token; either one plus the device's own share
  // (or the password) rebuilds the key, so guarding one alone guards nothing. Export is auth_share with
  // purpose "export". A new route that releases a share belongs in SHARE_RELEASE_PATHS and runs this guard.
  const mfaGuard: MiddlewareHandler<FoyerEnv> = (c, next) => (deps.requireMfa ? deps.requireMfa(c, next) : next());
  routes.post("/api/v1/embedded_wallets/auth_share", wire({ body: shareRequestBody }), mfaGuard, async (c) => {
    const body = await parseBody(c, shareRequestBody);
    const auth = c.get("auth");
    if (body.purpose === "export") {
      const [session] = await deps.db
        .select({ createdAt: sessionsTable.createdAt })
        .from(sessionsTable)
        .where(eq(sessionsTable.id, auth.sessionId))
        .limit(1);
      if (!session || deps.now() - session.createdAt.getTime() > EXPORT_FRESH_LOGIN_MS) {
        throw new FoyerError("must_be_authenticated", "Please log in again to export your wallet.");
      }
    }
    await deps.devices.requireRegistered(c.get("app").id, auth.userId, body.entropy_id, proofOf(c));
    const share = await deps.wallets.releaseAuthShare(c.get("app").id, auth.userId, body.entropy_id);
    c.header("Cache-Control", "no-store");
    return c.json({ auth_share: share });
  });
  routes.post("/api/v1/embedded_wallets/recovery_share", wire({ body: shareRequestBody }), async (c) => {
    const body = await parseBody(c, shareRequestBody);
    const { id: appId } = c.get("app");
    const { userId } = c.get("auth");
    const entropy = await deps.devices.entropy(appId, userId, body.entropy_id);
    // A share the server can open goes to registered devices only (a new one verifies in the frame first);
    // a password- or cloud-sealed share opens only with the method itself, so a new device may fetch it.
    if (isAutomaticRecovery(entropy.recoveryMethod)) {
      await deps.devices.requireRegistered(appId, userId, body.entropy_id, proofOf(c));
    } else if (!(await deps.devices.isRegistered(entropy.id, proofOf(c).thumbprint))) {
      await deps.deviceVerification.rateLimiter.hit(`wallet-sealed-share:${userId}`, 20, 3_600_000);
    }
    // MFA after the device check (it releases nothing): a new device verifies itself first, then MFA,
    // and the frame's next auth share reuses the same token (one MFA prompt for the whole recovery).
    await mfaGuard(c, async () => {});
    const answer = await deps.wallets.releaseRecoveryShare(appId, userId, body.entropy_id);
    c.header("Cache-Control", "no-store");
    return c.json({ recovery_method: answer.recoveryMethod, recovery_share: answer.recoveryShare });
  });
  routes.post("/api/v1/embedded_wallets/shares", wire({ body: replaceBody }), async (c) => {
    const body = await parseBody(c, replaceBody);
    await deps.devices.requireRegistered(c.get("app").id, c.get("auth").userId, body.entropy_id, proofOf(c));
    await deps.wallets.replaceShares(
      c.get("app").id,
      c.get("auth").userId,
      {
        entropyId: body.entropy_id,
        authShare: body.auth_share,
        recoveryMethod: body.recovery_method,
        recoveryShare: body.recovery_share,
      },
      (tx, entropyRowId) => deps.devices.setRecoveryProofKey(tx, entropyRowId, body.recovery_proof_key),
    );
    return c.json({ ok: true });
  });
  // The export page's unified query names a wallet by id (spec 001 §7 "export iframe query"): the frame
  // learns which entropy and index it is, for the signed-in owner only.
  routes.route(
    "/",
    frameDeviceRoutes({
      ...deps.deviceVerification,
      devices: deps.devices,
      passkeys: deps.passkeys,
      proofOf,
      ownOrigin: (c) => ownOrigin(c.req.url),
    }),
  );
  routes.post("/api/v1/embedded_wallets/resolve", wire({ body: resolveBody }), async (c) => {
    const body = await parseBody(c, resolveBody);
    const wallet = (await deps.wallets.list(c.get("auth").userId)).find((w) => w.id === body.wallet_id);
    if (!wallet?.entropy_id) throw new FoyerError("embedded_wallet_not_found", "Embedded wallet not found");
    return c.json({ wallet });
  });
  /** Hands the request to the API's own MFA route, as coming from `origin` (none: no browser origin). */
  const forwardMfa = async (
    c: Context<FoyerEnv>,
    path: string,
    init: { method: "GET" | "POST"; origin: string | null; body?: string },
  ) => {
    if (!deps.forwardToApi) throw new FoyerError("missing_or_invalid_mfa", "MFA verification is not available here.");
    const headers = new Headers({
      "content-type": "application/json",
      "foyer-app-id": c.get("app").id,
      authorization: c.req.header("authorization") ?? "",
    });
    if (init.origin) headers.set("origin", init.origin);
    const url = new URL(path, c.req.url);
    return deps.forwardToApi(new Request(url, { method: init.method, headers, body: init.body }), c.env);
  };
  // verifyMfa from the frame: the API's mfa/verify, presented with the host page's origin (a passkey
  // assertion is bound to it), which must be one of the app's allowed origins. The export page verifies
  // an SMS code itself and names no host: an SMS code is bound to nothing but the user.
  // Its body is mfa/verify's, which validates it when forwarded; the frame's own answers (the export page's
  // SMS code, a passkey verified here) check the narrower shapes above first.
  routes.post("/api/v1/embedded_wallets/mfa/verify", wire({ body: mfaVerifyBody }), async (c) => {
    const hostOrigin = c.req.header("foyer-host-origin");
    const body = await c.req.text();
    if (hostOrigin === undefined) {
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {}
      if (!exportSmsVerifyBody.safeParse(json).success)
        throw new FoyerError("missing_or_invalid_mfa", "MFA verification is not available here.");
      return forwardMfa(c, "/api/v1/mfa/verify", { method: "POST", origin: null, body });
    }
    if (!c.get("app").allowedOrigins.includes(hostOrigin)) {
      throw new FoyerError("missing_or_invalid_mfa", "MFA verification is not available here.");
    }
    let json: unknown = null;
    try {
      json = JSON.parse(body);
    } catch {}
    const passkey = passkeyVerifyBody.safeParse(json);
    if (passkey.success && deps.mfa) {
      const token = await deps.mfa.verify(
        c.get("app"),
        c.get("auth"),
        hostOrigin,
        { method: "passkey", passkeyResponse: passkey.data.passkey_response as never },
        ownOrigin(c.req.url),
      );
      return c.json({ token });
    }
    return forwardMfa(c, "/api/v1/mfa/verify", { method: "POST", origin: hostOrigin, body });
  });
  // The export page runs MFA with the user itself (issue 7: no MFA code or token passes through the host
  // page): it learns which methods the user has and sends the SMS code to the enrolled number only.
  routes.post("/api/v1/embedded_wallets/mfa/methods", wire({ body: walletFrameMfaEmptyBody }), async (c) => {
    await parseBody(c, walletFrameMfaEmptyBody);
    return forwardMfa(c, "/api/v1/mfa", { method: "GET", origin: null });
  });
  routes.post(
    "/api/v1/embedded_wallets/mfa/passwordless_sms/init",
    wire({ body: walletFrameMfaEmptyBody }),
    async (c) => {
      await parseBody(c, walletFrameMfaEmptyBody);
      return forwardMfa(c, "/api/v1/mfa/passwordless_sms/init", { method: "POST", origin: null, body: "{}" });
    },
  );
  // Passkey options for a ceremony run on the wallet origin: the relying party is the host page's (where
  // the passkey was made), which must be one of the app's origins. Whether the browser lets the wallet
  // origin use that relying party is the browser's call; the export page says so when it cannot.
  routes.post(
    "/api/v1/embedded_wallets/mfa/passkeys/init",
    wire({ body: walletFrameMfaPasskeyInitBody }),
    async (c) => {
      const { host_origin } = await parseBody(c, walletFrameMfaPasskeyInitBody);
      if (!c.get("app").allowedOrigins.includes(host_origin)) {
        throw new FoyerError("missing_or_invalid_mfa", "MFA verification is not available here.");
      }
      return forwardMfa(c, "/api/v1/mfa/passkeys/init", {
        method: "POST",
        origin: host_origin,
        body: JSON.stringify({ purpose: "verify" }),
      });
    },
  );
  return routes;
}
