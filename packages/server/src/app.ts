import { FoyerError } from "@foyer/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "./db/Database.ts";
import { openDatabase } from "./db/openDatabase.ts";
import { Delivery } from "./delivery/Delivery.ts";
import { DevMailbox } from "./delivery/DevMailbox.ts";
import { cloudKitStandInRoutes } from "./dev/cloudKitStandInRoutes.ts";
import { DevFarcasterChain } from "./dev/DevFarcasterChain.ts";
import { DevFarcasterRelay } from "./dev/DevFarcasterRelay.ts";
import { DEV_OIDC_CLIENT_SECRET, devOidcClientId } from "./dev/devOidcClientId.ts";
import { farcasterStandInRoutes } from "./dev/farcasterStandInRoutes.ts";
import { googleDriveStandInRoutes } from "./dev/googleDriveStandInRoutes.ts";
import { mailboxRoutes } from "./dev/mailboxRoutes.ts";
import { DEV_TELEGRAM_BOT_NAME, DEV_TELEGRAM_BOT_TOKEN, telegramStandInRoutes } from "./dev/telegramStandInRoutes.ts";
import type { AppSeed } from "./domain/apps/AppSeed.ts";
import { AppService, DEV_APP_ID, DEV_APP_ORIGINS, DEV_PROVIDER_APP_ID } from "./domain/apps/AppService.ts";
import { defaultAppConfig } from "./domain/apps/defaultAppConfig.ts";
import { AccountTransfer } from "./domain/users/AccountTransfer.ts";
import { SignIn } from "./domain/users/SignIn.ts";
import { UserService } from "./domain/users/UserService.ts";
import { corsPreflight } from "./http/corsPreflight.ts";
import { createErrorHandler } from "./http/errorHandler.ts";
import type { FoyerEnv } from "./http/FoyerEnv.ts";
import { requireApp } from "./http/requireApp.ts";
import { sessionCookies } from "./http/sessionCookies.ts";
import { createConsoleLogger } from "./Logger.ts";
import { AnalyticsService } from "./plugins/analytics/AnalyticsService.ts";
import { analyticsRoutes } from "./plugins/analytics/routes.ts";
import { captchaRoutes } from "./plugins/captcha/routes.ts";
import { CrossAppService } from "./plugins/crossApp/CrossAppService.ts";
import { crossAppAppSettings } from "./plugins/crossApp/CrossAppSettings.ts";
import { crossAppPageRoutes, crossAppRoutes } from "./plugins/crossApp/routes.ts";
import { CustomJwtService } from "./plugins/customJwt/CustomJwtService.ts";
import { customJwtAppSettings } from "./plugins/customJwt/CustomJwtSettings.ts";
import { customJwtRoutes } from "./plugins/customJwt/routes.ts";
import { FarcasterService } from "./plugins/farcaster/FarcasterService.ts";
import { farcasterAppSettings } from "./plugins/farcaster/FarcasterSettings.ts";
import { farcasterRoutes } from "./plugins/farcaster/routes.ts";
import { fundingAppSettings } from "./plugins/funding/FundingSettings.ts";
import { registerFunding } from "./plugins/funding/routes.ts";
import { withFunding } from "./plugins/funding/withFunding.ts";
import { GuestService } from "./plugins/guest/GuestService.ts";
import { guestAppSettings } from "./plugins/guest/GuestSettings.ts";
import { guestRoutes } from "./plugins/guest/routes.ts";
import { MfaService } from "./plugins/mfa/MfaService.ts";
import { mfaAppSettings } from "./plugins/mfa/MfaSettings.ts";
import { requireMfa } from "./plugins/mfa/requireMfa.ts";
import { mfaRoutes } from "./plugins/mfa/routes.ts";
import { isOAuthAccountType, OAuthService } from "./plugins/oauth/OAuthService.ts";
import { oauthAppSettings } from "./plugins/oauth/OAuthSettings.ts";
import { oauthRoutes } from "./plugins/oauth/routes.ts";
import { oidcDiscoveryRoutes } from "./plugins/oidcDiscovery/routes.ts";
import { tokenIssuer } from "./plugins/oidcDiscovery/tokenIssuer.ts";
import { PasskeyService } from "./plugins/passkeys/PasskeyService.ts";
import { passkeyRoutes } from "./plugins/passkeys/routes.ts";
import { PasswordlessService } from "./plugins/passwordless/PasswordlessService.ts";
import { passwordlessRoutes } from "./plugins/passwordless/routes.ts";
import { frameCloudRecoveryConfig } from "./plugins/recovery/frameCloudRecoveryConfig.ts";
import { RecoveryOAuthService } from "./plugins/recovery/RecoveryOAuthService.ts";
import { recoveryAppSettings } from "./plugins/recovery/RecoverySettings.ts";
import { recoveryRoutes } from "./plugins/recovery/routes.ts";
import { scanAppSettings } from "./plugins/scan/ScanSettings.ts";
import { scanPlugin } from "./plugins/scan/scanPlugin.ts";
import { siweRoutes } from "./plugins/siwe/routes.ts";
import { SiweService } from "./plugins/siwe/SiweService.ts";
import { siweAppSettings } from "./plugins/siwe/SiweSettings.ts";
import { siwsRoutes } from "./plugins/siws/routes.ts";
import { SiwsService } from "./plugins/siws/SiwsService.ts";
import { smsRoutes } from "./plugins/sms/routes.ts";
import { SmsService } from "./plugins/sms/SmsService.ts";
import { smsAppSettings } from "./plugins/sms/SmsSettings.ts";
import { devSponsorship } from "./plugins/sponsorship/devSponsorship.ts";
import { sponsorshipRoutes } from "./plugins/sponsorship/routes.ts";
import { SponsorshipService } from "./plugins/sponsorship/SponsorshipService.ts";
import { sponsorshipAppSettings } from "./plugins/sponsorship/SponsorshipSettings.ts";
import { ssoRoutes } from "./plugins/sso/routes.ts";
import { SsoService } from "./plugins/sso/SsoService.ts";
import { ssoAppSettings } from "./plugins/sso/SsoSettings.ts";
import { telegramRoutes } from "./plugins/telegram/routes.ts";
import { TelegramService } from "./plugins/telegram/TelegramService.ts";
import { telegramAppSettings } from "./plugins/telegram/TelegramSettings.ts";
import { walletFrameRoutes } from "./plugins/wallets/frameRoutes.ts";
import { walletRoutes } from "./plugins/wallets/routes.ts";
import { resolveWalletKeys, WalletCipher } from "./plugins/wallets/WalletKeys.ts";
import { WalletService } from "./plugins/wallets/WalletService.ts";
import { createWalletFrameAssets } from "./plugins/wallets/walletFrameAssets.ts";
import { appRoutes, jwksRoutes } from "./routes/appRoutes.ts";
import { sessionRoutes } from "./routes/sessionRoutes.ts";
import { transferRoute } from "./routes/transferRoute.ts";
import { userRoutes } from "./routes/userRoutes.ts";
import { type ResolvedConfig, resolveMode, type ServerOptions } from "./ServerOptions.ts";
import { CaptchaVerifier } from "./security/CaptchaVerifier.ts";
import { Nonces } from "./security/Nonces.ts";
import { OneTimeCodes } from "./security/OneTimeCodes.ts";
import { RateLimiter } from "./security/RateLimiter.ts";
import { defaultRateLimits } from "./security/RateLimits.ts";
import { resolveServerSecret } from "./security/resolveServerSecret.ts";
import { SecretHasher } from "./security/SecretHasher.ts";
import { REFRESH_TOKEN_TTL_MS, SessionService } from "./sessions/SessionService.ts";
import { loadSigningKeys } from "./sessions/SigningKeys.ts";

/** Largest JSON body any /api/v1 route accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A Foyer server instance: its Hono app (mount it or serve it), its database, and how to shut it down. */
export interface FoyerServer {
  app: Hono<FoyerEnv>;
  db: Database;
  config: ResolvedConfig;
  /** The wallet origin's app (frame page, export page, share endpoints): serve it on its own origin. */
  walletFrameApp: Hono<FoyerEnv>;
  /** Closes SMTP connections and the database it opened (not a PGlite passed in options). */
  close(): Promise<void>;
}

/**
 * The development app, plus any origins the caller adds (the e2e demo runs on a random port). It turns on
 * every method that works offline (codes land in the dev mailbox; passkeys need only the browser).
 */
function withDevApp(
  seeds: AppSeed[],
  devOrigins: string[],
  devEvmRpcUrls: Record<string, string> = {},
  devOidcIssuer?: string,
): AppSeed[] {
  // The Telegram stand-in (/dev/telegram) signs with this test bot's token.
  const devAppSettings = {
    guest_accounts_enabled: true,
    telegram: { bot_token: DEV_TELEGRAM_BOT_TOKEN },
    ...(Object.keys(devEvmRpcUrls).length > 0 ? { evm_rpc_urls: devEvmRpcUrls } : {}),
    // Gas sponsorship on the local chain (FoyerDelegate + relayer, both from the dev chain's fixed accounts).
    ...(devEvmRpcUrls["31337"] ? { sponsorship: devSponsorship(devEvmRpcUrls["31337"]) } : {}),
    // The demo's cross-app button signs in with an account of the second dev app.
    cross_app: { allowed_provider_app_ids: [DEV_PROVIDER_APP_ID], provider_enabled: false },
    // "Log in with SSO" goes to the local OpenID provider (its own client registration).
    ...(devOidcIssuer
      ? { sso: { issuer: devOidcIssuer, client_id: devOidcClientId("sso"), client_secret: DEV_OIDC_CLIENT_SECRET } }
      : {}),
  };
  const existing = seeds.find((seed) => seed.id === DEV_APP_ID);
  const origins = [...DEV_APP_ORIGINS, ...devOrigins];
  if (existing) {
    const rest = seeds.filter((seed) => seed !== existing);
    // A config entry for foyer-dev (e.g. switching a gate on) keeps the demo's name, origins and dev settings.
    return [
      ...withDevProviderApp(rest),
      {
        ...devAppSettings,
        ...existing,
        name: existing.name ?? "Foyer Demo",
        allowed_origins: [...(existing.allowed_origins ?? []), ...origins],
      },
    ];
  }
  const devApp: AppSeed = {
    id: DEV_APP_ID,
    name: "Foyer Demo",
    email_auth: true,
    sms_auth: true,
    whatsapp_enabled: true,
    passkey_auth: true,
    passkeys_for_signup_enabled: true,
    wallet_auth: true,
    solana_wallet_auth: true,
    // Socials sign in offline: the local OpenID provider stands in for each, /dev/telegram for Telegram.
    google_oauth: true,
    github_oauth: true,
    discord_oauth: true,
    twitter_oauth: true,
    apple_oauth: true,
    telegram_auth: true,
    // Farcaster signs in through the relay stand-in (/dev/farcaster/connect) and a local IdRegistry.
    farcaster_auth: true,
    // Cloud backup offline: Google Drive and iCloud run against the stand-ins behind the local OpenID provider.
    ...(devOidcIssuer
      ? {
          embedded_wallet_config: {
            ...defaultAppConfig.embedded_wallet_config,
            user_owned_recovery_options: ["user-passcode", "google-drive", "icloud"],
          },
        }
      : {}),
    telegram_auth_config: {
      bot_id: DEV_TELEGRAM_BOT_TOKEN.split(":")[0] ?? "",
      bot_name: DEV_TELEGRAM_BOT_NAME,
      link_enabled: true,
      seamless_auth_enabled: false,
    },
    allowed_origins: origins,
    ...devAppSettings,
  };
  return [devApp, ...withDevProviderApp(seeds)];
}

/** The second dev app: a cross-app provider whose consent page (on this server) signs in by email code. */
function withDevProviderApp(seeds: AppSeed[]): AppSeed[] {
  if (seeds.some((seed) => seed.id === DEV_PROVIDER_APP_ID)) return seeds;
  return [
    ...seeds,
    {
      id: DEV_PROVIDER_APP_ID,
      name: "Foyer Provider Demo",
      email_auth: true,
      allowed_origins: [],
      cross_app: { allowed_provider_app_ids: [], provider_enabled: true },
    },
  ];
}

/**
 * Builds a Foyer server: opens the database (PGlite or PostgreSQL) and migrates it, seeds apps, and
 * registers every plugin's routes (here and nowhere else).
 *
 * @example
 * const server = await createServer({ dataDir: ".foyer" });
 * serve({ fetch: server.app.fetch, port: 8787 });
 */
export async function createServer(options: ServerOptions = {}): Promise<FoyerServer> {
  const mode = resolveMode(options);
  const logger = options.logger ?? createConsoleLogger();
  const now = options.now ?? Date.now;
  if (mode === "production" && !options.smtp) {
    throw new Error("Production mode needs SMTP to send login codes: set SMTP_URL (and FOYER_EMAIL_FROM).");
  }
  if (mode === "production" && !options.secret) {
    throw new Error("FOYER_SECRET is required in production (e.g. FOYER_SECRET=$(openssl rand -hex 32)).");
  }
  const database = await openDatabase(options);
  const { db } = database;
  let delivery: Delivery | undefined;
  // Development only, and lazy: its anvil starts on the first Farcaster login.
  const devFarcasterChain = mode === "development" ? new DevFarcasterChain() : null;
  try {
    const config: ResolvedConfig = {
      mode,
      database: database.kind,
      smtp: options.smtp ?? null,
      devAppOrigins: options.devAppOrigins ?? [],
      rateLimits: { ...defaultRateLimits, ...options.rateLimits },
      trustProxy: options.trustProxy ?? false,
      publicUrl: (options.publicUrl ?? "http://localhost:8787").replace(/\/+$/, ""),
    };
    const secret = await resolveServerSecret(db, mode, options.secret);
    const hasher = new SecretHasher(secret);
    const keys = await loadSigningKeys(db, now, secret);

    // Each plugin's server-only settings keys: the seeds and stored rows are validated against all of them.
    const apps = new AppService(db, now, [
      oauthAppSettings.shape,
      telegramAppSettings.shape,
      farcasterAppSettings.shape,
      crossAppAppSettings.shape,
      ssoAppSettings.shape,
      customJwtAppSettings.shape,
      guestAppSettings.shape,
      smsAppSettings.shape,
      siweAppSettings.shape,
      mfaAppSettings.shape,
      recoveryAppSettings.shape,
      scanAppSettings.shape,
      fundingAppSettings,
      sponsorshipAppSettings,
    ]);
    const seeds = withFunding(
      mode === "development"
        ? withDevApp(options.apps ?? [], config.devAppOrigins, options.devEvmRpcUrls, options.devOidcIssuer)
        : (options.apps ?? []),
      { devSandbox: mode === "development" ? (options.devFunding ?? null) : null },
    );
    for (const seed of seeds) await apps.upsert(seed, logger);

    const mailbox = mode === "development" ? new DevMailbox(db, now) : null;
    delivery = new Delivery({ smtp: config.smtp, mailbox });
    const rateLimiter = new RateLimiter(db, now);
    const users = new UserService(now);
    const sessions = new SessionService(db, keys, now, (appId) => tokenIssuer(config.publicUrl, appId));
    const codes = new OneTimeCodes(db, hasher, now);
    const nonces = new Nonces(db, now);
    const transfer = new AccountTransfer(db, nonces, users);
    const captcha = new CaptchaVerifier({ nonces, hasher, now, logger, timeoutMs: options.captchaTimeoutMs });
    const signIn = new SignIn(users, sessions, transfer);
    const passwordless = new PasswordlessService({
      db,
      codes,
      users,
      signIn,
      delivery,
      rateLimiter,
      rateLimits: config.rateLimits,
      logger,
      logCodes: mode === "development",
    });
    const sms = new SmsService({
      db,
      codes,
      users,
      signIn,
      delivery,
      rateLimiter,
      rateLimits: config.rateLimits,
      logger,
      logCodes: mode === "development",
      requireTwilio: mode === "production",
    });
    const passkeys = new PasskeyService({ db, nonces, users, signIn });
    const guest = new GuestService({
      db,
      signIn,
      rateLimiter,
      perIpPerHour: config.rateLimits.guestAccountsPerIpPerHour,
    });
    const customJwt = new CustomJwtService({ db, signIn, now });
    const oauth = new OAuthService({
      db,
      nonces: new Nonces(db, now),
      users,
      signIn,
      devProvider:
        mode === "development" && options.devOidcIssuer
          ? { issuer: options.devOidcIssuer, clientId: devOidcClientId, clientSecret: DEV_OIDC_CLIENT_SECRET }
          : null,
      allowHttp: mode === "development",
    });
    const telegram = new TelegramService({ db, users, signIn, now });
    const crossApp = new CrossAppService({ db, apps, nonces: new Nonces(db, now), users, signIn });
    const sso = new SsoService({
      db,
      nonces: new Nonces(db, now),
      users,
      signIn,
      allowHttp: mode === "development",
      now,
    });
    const analytics = new AnalyticsService(db, now);
    const siwe = new SiweService({ db, nonces, users, signIn, now });
    const siws = new SiwsService({ db, nonces, users, signIn, now });
    const devFarcasterRelay = devFarcasterChain ? new DevFarcasterRelay(now) : null;
    const farcaster = new FarcasterService({
      db,
      nonces,
      users,
      signIn,
      now,
      dev:
        devFarcasterChain && devFarcasterRelay
          ? { relay: devFarcasterRelay, registry: () => devFarcasterChain.registry() }
          : null,
    });
    const walletKeys = resolveWalletKeys({ mode, keys: options.walletKeys, dataDir: options.dataDir });
    const wallets = new WalletService({
      db,
      now,
      ciphers: walletKeys && {
        auth: new WalletCipher(walletKeys.authKey, "auth-share"),
        recovery: new WalletCipher(walletKeys.recoveryKey, "recovery-share"),
        serverWallet: new WalletCipher(walletKeys.authKey, "server-wallet"),
      },
    });
    const mfa = new MfaService({
      db,
      codes,
      nonces,
      delivery,
      hasher,
      rateLimiter,
      rateLimits: config.rateLimits,
      logger,
      logCodes: mode === "development",
      requireTwilio: mode === "production",
      now,
    });

    const app = new Hono<FoyerEnv>();
    app.onError(createErrorHandler(logger));
    app.notFound((c) => c.json(new FoyerError("not_supported", "Not found.").toJSON(), 404));
    app.get("/health", (c) => c.json({ ok: true }));
    if (mailbox) app.route("/", mailboxRoutes(mailbox));
    if (mode === "development") app.route("/", telegramStandInRoutes(now));
    if (devFarcasterChain && devFarcasterRelay) {
      app.route("/", farcasterStandInRoutes({ relay: devFarcasterRelay, chain: devFarcasterChain, now }));
    }
    // Cloud recovery stand-ins (Google Drive appDataFolder, CloudKit) behind the local OpenID provider.
    // One instance of each, also served on the wallet origin (below): the frame writes and reads keys
    // there (same origin), the API origin keeps them for the iCloud sign-in page and server tests.
    const cloudStandIns =
      mode === "development" && options.devOidcIssuer
        ? [googleDriveStandInRoutes({ oidcIssuer: options.devOidcIssuer, now }), cloudKitStandInRoutes()]
        : [];
    for (const standIn of cloudStandIns) app.route("/", standIn);

    app.route("/", crossAppPageRoutes({ crossApp, apps }));
    app.use(
      "/api/v1/*",
      sessionCookies({
        secure: config.publicUrl.startsWith("https:"),
        domain: options.cookieDomain,
        refreshTokenTtlSeconds: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
      }),
    );
    app.use("/api/v1/*", corsPreflight);
    // Registered before requireApp: it answers without calling next, so a host backend needs no header.
    app.route("/api/v1", jwksRoutes({ apps, keys }));
    app.route("/api/v1", oidcDiscoveryRoutes({ apps, publicUrl: config.publicUrl }));
    app.use(
      "/api/v1/*",
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => c.json(new FoyerError("invalid_data", "Request body too large.").toJSON(), 400),
      }),
      requireApp(apps),
    );
    app.route("/api/v1", appRoutes());
    app.route("/api/v1", captchaRoutes({ captcha }));
    app.route(
      "/api/v1",
      passwordlessRoutes({ passwordless, sessions, users, db, captcha, trustProxy: config.trustProxy }),
    );
    app.route("/api/v1", smsRoutes({ sms, sessions, users, db, captcha, trustProxy: config.trustProxy }));
    app.route("/api/v1", passkeyRoutes({ passkeys, sessions, users, db }));
    app.route("/api/v1", guestRoutes({ guest, users, db, captcha, trustProxy: config.trustProxy }));
    app.route("/api/v1", customJwtRoutes({ customJwt, sessions, users, db }));
    app.route("/api/v1", oauthRoutes({ oauth, sessions, users, db }));
    app.route("/api/v1", telegramRoutes({ telegram, sessions, users, db }));
    app.route("/api/v1", crossAppRoutes({ crossApp, sessions, users, db }));
    app.route("/api/v1", ssoRoutes({ sso, sessions, users, db }));
    app.route(
      "/api/v1",
      siweRoutes({
        siwe,
        sessions,
        users,
        db,
        captcha,
        trustProxy: config.trustProxy,
        rateLimiter,
        noncesPerIpPerHour: config.rateLimits.walletNoncesPerIpPerHour,
      }),
    );
    app.route(
      "/api/v1",
      siwsRoutes({
        siws,
        sessions,
        users,
        db,
        captcha,
        trustProxy: config.trustProxy,
        rateLimiter,
        noncesPerIpPerHour: config.rateLimits.walletNoncesPerIpPerHour,
      }),
    );
    app.route(
      "/api/v1",
      farcasterRoutes({
        farcaster,
        sessions,
        users,
        db,
        captcha,
        trustProxy: config.trustProxy,
        rateLimiter,
        // The same budget as SIWE/SIWS nonces, in a bucket of its own.
        initsPerIpPerHour: config.rateLimits.walletNoncesPerIpPerHour,
      }),
    );
    // Account transfer endpoints (spec 000 §7): passkeys and custom JWT have none (they answer
    // linked_to_another_user instead).
    const transferDeps = { sessions, users, db, transfer };
    app.route(
      "/api/v1",
      transferRoute(transferDeps, "passwordless", (type) => type === "email"),
    );
    app.route(
      "/api/v1",
      transferRoute(transferDeps, "passwordless_sms", (type) => type === "phone"),
    );
    app.route("/api/v1", transferRoute(transferDeps, "oauth", isOAuthAccountType));
    app.route(
      "/api/v1",
      transferRoute(transferDeps, "telegram", (type) => type === "telegram"),
    );
    // Both move only "wallet" accounts: a smart wallet links without a transfer (linked_to_another_user).
    app.route(
      "/api/v1",
      transferRoute(transferDeps, "siwe", (type) => type === "wallet"),
    );
    app.route(
      "/api/v1",
      transferRoute(transferDeps, "siws", (type) => type === "wallet"),
    );
    app.route(
      "/api/v1",
      transferRoute(transferDeps, "farcaster", (type) => type === "farcaster"),
    );
    const recovery = new RecoveryOAuthService({
      nonces,
      devIssuer: mode === "development" ? (options.devOidcIssuer ?? null) : null,
    });
    app.route("/api/v1", recoveryRoutes({ recovery, sessions }));
    app.route("/api/v1", mfaRoutes({ mfa, sessions, trustProxy: config.trustProxy }));
    app.route("/api/v1", sessionRoutes({ sessions, users, db }));
    app.route("/api/v1", userRoutes({ sessions, users, db }));
    app.route(
      "/api/v1",
      analyticsRoutes({
        analytics,
        rateLimiter,
        eventsPerIpPerHour: config.rateLimits.analyticsEventsPerIpPerHour,
        trustProxy: config.trustProxy,
      }),
    );

    app.route("/api/v1", walletRoutes({ sessions, wallets, requireMfa: requireMfa(mfa) }));
    // ── scan (#16): one line until the plugin contract lands; everything else lives in plugins/scan/ ──
    app.route("/api/v1", scanPlugin({ sessions, rateLimiter, logger }));

    // ── funding plugin (#17); moves to the plugin contract when it lands ──
    registerFunding(app, { db, apps, sessions, now, logger, trustProxy: config.trustProxy });

    // ── sponsorship plugin (tx-core; moves to the plugin contract once it lands) ──
    app.route("/api/v1", sponsorshipRoutes({ sessions, sponsorship: new SponsorshipService({ db, now }) }));

    const walletFrameApp = new Hono<FoyerEnv>();
    walletFrameApp.onError(createErrorHandler(logger));
    walletFrameApp.notFound((c) => c.json(new FoyerError("not_supported", "Not found.").toJSON(), 404));
    walletFrameApp.use(
      "/api/v1/*",
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => c.json(new FoyerError("invalid_data", "Request body too large.").toJSON(), 400),
      }),
    );
    for (const standIn of cloudStandIns) walletFrameApp.route("/", standIn);
    walletFrameApp.route(
      "/",
      walletFrameRoutes({
        apps,
        sessions,
        db,
        wallets,
        assets: createWalletFrameAssets(),
        now,
        publicOrigin: options.walletFrameOrigin,
        forwardToApi: (request, env) => app.fetch(request, env),
        mfa,
        // Apps with mfa_required: the auth share and server-wallet signing need a fresh MFA proof.
        requireMfa: requireMfa(mfa),
        cloudRecovery: (app, frameOrigin) =>
          frameCloudRecoveryConfig(app, { devStandIns: cloudStandIns.length > 0, frameOrigin }),
      }),
    );

    const transport = delivery;
    return {
      app,
      walletFrameApp,
      db,
      config,
      async close() {
        transport.close();
        await devFarcasterChain?.close();
        await database.close();
      },
    };
  } catch (error) {
    delivery?.close();
    await devFarcasterChain?.close();
    await database.close();
    throw error;
  }
}
