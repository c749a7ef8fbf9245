import { FoyerError } from "@foyer/core";
import { Hono } from "hono";
import type { Database } from "./db/Database.ts";
import { openDatabase } from "./db/openDatabase.ts";
import { devRoutesGuard } from "./dev/devRoutesGuard.ts";
import { mailboxRoutes } from "./dev/mailboxRoutes.ts";
import { AppService } from "./domain/apps/AppService.ts";
import { APP_SETTINGS_PURPOSE } from "./domain/apps/sealedAppSettings.ts";
import { watchApps } from "./domain/apps/watchApps.ts";
import { DEFAULT_PRUNE_INTERVAL_MS, type PruneReport } from "./housekeeping/Housekeeping.ts";
import { corsPreflight } from "./http/corsPreflight.ts";
import { createErrorHandler } from "./http/errorHandler.ts";
import type { FoyerEnv } from "./http/FoyerEnv.ts";
import { inputGuard } from "./http/inputGuard.ts";
import { requireApp } from "./http/requireApp.ts";
import { sessionCookies } from "./http/sessionCookies.ts";
import { checkSealedValues } from "./keys/checkSealedValues.ts";
import { refreshKeysPeriodically } from "./keys/refreshKeysPeriodically.ts";
import { resolveKeyring } from "./keys/resolveKeyProvider.ts";
import { sealedColumnsOf } from "./keys/sealedColumns.ts";
import { createConsoleLogger } from "./Logger.ts";
import { openApiRoute } from "./openapi/openApiRoute.ts";
import { createPluginContext } from "./plugin/createPluginContext.ts";
import { devAppSeeds } from "./plugin/devAppSeeds.ts";
import type { ServerPlugin } from "./plugin/ServerPlugin.ts";
import { defaultPlugins } from "./plugins/defaultPlugins.ts";
import { coreRoutes, publicCoreRoutes } from "./routes/coreRoutes.ts";
import { transferRoute } from "./routes/transferRoute.ts";
import { type ResolvedConfig, resolveMode, type ServerOptions } from "./ServerOptions.ts";
import { EnvelopeCipher } from "./security/EnvelopeCipher.ts";
import type { Keyring } from "./security/Keyring.ts";
import { defaultRateLimits } from "./security/RateLimits.ts";
import { resolveServerSecret } from "./security/resolveServerSecret.ts";
import { SecretHasher } from "./security/SecretHasher.ts";
import { REFRESH_TOKEN_TTL_MS } from "./sessions/SessionService.ts";
import { loadSigningKeys, SIGNING_KEY_PURPOSE, type SigningKeyRing } from "./sessions/SigningKeys.ts";

export { MAX_BODY_BYTES } from "./http/bodyLimits.ts";

/** The version the OpenAPI document states (the /api/v1 contract; bumped when a wire shape changes). */
const API_VERSION = "1.0.0";

/** Options of `createServer`: the server's options and the plugins it runs. */
export interface CreateServerOptions extends ServerOptions {
  /** The methods and features to run; default `defaultPlugins` (add yours: `[...defaultPlugins, mine]`). */
  plugins?: readonly ServerPlugin[];
}

/** A Foyer server instance: its Hono app (mount it or serve it), its database, and how to shut it down. */
export interface FoyerServer {
  app: Hono<FoyerEnv>;
  db: Database;
  config: ResolvedConfig;
  /** The plugins it runs, in registration order. */
  plugins: readonly ServerPlugin[];
  /** The wallet origin's app (frame page, export page, share endpoints): serve it on its own origin. */
  walletFrameApp: Hono<FoyerEnv>;
  /** The master keys it holds (from its key provider; never from the database). */
  keyring: Keyring;
  /** The JWT signing keys (`rotate()` is what `foyer keys rotate --jwt` does). */
  signingKeys: SigningKeyRing;
  /** Deletes expired rows now (also done on a schedule, `pruneIntervalMs`); answers rows deleted per task. */
  prune(): Promise<PruneReport>;
  /** Closes SMTP connections, what plugins opened, and the database it opened (not a PGlite passed in options). */
  close(): Promise<void>;
}

function newApp(logger: ReturnType<typeof createConsoleLogger>): Hono<FoyerEnv> {
  const app = new Hono<FoyerEnv>();
  app.onError(createErrorHandler(logger));
  app.notFound((c) => c.json(new FoyerError("not_supported", "Not found.").toJSON(), 404));
  // First of all, on every path: size, nesting and string rules (http/inputGuard.ts).
  app.use("*", inputGuard());
  return app;
}

/**
 * Builds a Foyer server: opens the database (PGlite or PostgreSQL) and migrates it (the core's tables, then
 * each plugin's), seeds apps, builds the shared services, and registers each plugin's routes (here and
 * nowhere else).
 *
 * @example
 * const server = await createServer({ dataDir: ".foyer", plugins: [...defaultPlugins, myPlugin] });
 * serve({ fetch: server.app.fetch, port: 8787 });
 */
export async function createServer(options: CreateServerOptions = {}): Promise<FoyerServer> {
  const mode = resolveMode(options);
  const logger = options.logger ?? createConsoleLogger();
  const now = options.now ?? Date.now;
  const plugins = options.plugins ?? defaultPlugins;
  const ids = plugins.map((plugin) => plugin.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Two plugins have the id "${duplicate}".`);
  const sealedColumns = sealedColumnsOf(plugins);
  if (mode === "production" && !options.smtp) {
    throw new Error("Production mode needs SMTP to send login codes: set SMTP_URL (and FOYER_EMAIL_FROM).");
  }
  if (mode === "production" && !options.secret) {
    throw new Error("FOYER_SECRET is required in production (e.g. FOYER_SECRET=$(openssl rand -hex 32)).");
  }
  // Before the database opens: a missing or malformed master key stops the start with a clear message.
  const keyring = await resolveKeyring(options, mode, (message) => logger.info(message));
  const database = await openDatabase(options, plugins);
  const { db } = database;
  const opened: { close(): Promise<void> | void }[] = [];
  // Stopped first: no scheduled prune starts while plugins and the database close.
  let stopHousekeeping: () => Promise<void> = async () => {};
  const closeAll = async () => {
    await stopHousekeeping();
    for (const resource of opened.reverse()) await resource.close();
    await database.close();
  };
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
    const { secret, legacy: legacySecret, dropLegacy } = await resolveServerSecret(db, mode, options.secret, keyring);
    const hasher = new SecretHasher(secret);
    await checkSealedValues(db, sealedColumns, keyring);
    const keys = await loadSigningKeys(db, now, {
      cipher: new EnvelopeCipher(keyring, "auth", SIGNING_KEY_PURPOSE),
      legacySecret,
      rotationMs: options.signingKeyRotationMs,
    });
    await dropLegacy();
    opened.push(refreshKeysPeriodically(keyring, keys, logger));

    const apps = new AppService(db, now, plugins, new EnvelopeCipher(keyring, "auth", APP_SETTINGS_PURPOSE));
    opened.push({ close: await watchApps(database, apps, logger) });
    let seeds =
      mode === "development"
        ? devAppSeeds(plugins, options.apps ?? [], {
            origins: config.devAppOrigins,
            devOidcIssuer: options.devOidcIssuer,
            devEvmRpcUrls: options.devEvmRpcUrls ?? {},
            devWalletConnectProjectId: options.devWalletConnectProjectId,
          })
        : (options.apps ?? []);
    for (const plugin of plugins) if (plugin.prepareSeeds) seeds = plugin.prepareSeeds(seeds, { mode, options });
    for (const seed of seeds) await apps.upsert(seed, logger);

    const app = newApp(logger);
    const ctx = createPluginContext({ config, options, db, logger, now, hasher, keys, keyring, apps }, (request, env) =>
      app.fetch(request, env),
    );
    opened.push({ close: () => ctx.delivery.close() });
    stopHousekeeping = () => ctx.housekeeping.stop();
    const mounted = [];
    for (const plugin of plugins) {
      const routes = await plugin.setup(ctx);
      if (routes.close) opened.push({ close: routes.close });
      mounted.push({ plugin, routes });
    }

    app.get("/health", (c) => c.json({ ok: true }));
    // Before any /dev route, whoever registers it: none in production, loopback only in development.
    app.use("/dev/*", devRoutesGuard(mode));
    // The mailbox exists in development only; it shows the apps this start seeded, no other.
    if (ctx.mailbox)
      app.route(
        "/",
        mailboxRoutes(
          ctx.mailbox,
          seeds.map((seed) => seed.id),
        ),
      );
    for (const { routes } of mounted) if (routes.pages) app.route("/", routes.pages);
    app.use(
      "/api/v1/*",
      sessionCookies({
        secure: config.publicUrl.startsWith("https:"),
        domain: options.cookieDomain,
        refreshTokenTtlSeconds: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
      }),
    );
    app.use("/api/v1/*", corsPreflight);
    // Registered before requireApp: they answer without calling next, so a host backend needs no header.
    app.route("/api/v1", publicCoreRoutes(ctx));
    app.get("/api/v1/openapi.json", openApiRoute(app, { serverUrl: config.publicUrl, version: API_VERSION }));
    app.use("/api/v1/*", requireApp(apps));
    app.route("/api/v1", coreRoutes(ctx));
    for (const { plugin, routes } of mounted) {
      if (routes.api) app.route("/api/v1", routes.api);
      // Account transfer endpoints (spec 000 §7); methods without one answer linked_to_another_user instead.
      if (plugin.transfer) app.route("/api/v1", transferRoute(ctx, plugin.id, plugin.transfer.moves));
    }

    const walletFrameApp = newApp(logger);
    walletFrameApp.use("/dev/*", devRoutesGuard(mode));
    for (const { routes } of mounted) if (routes.walletOrigin) walletFrameApp.route("/", routes.walletOrigin);

    const pruneIntervalMs = options.pruneIntervalMs ?? DEFAULT_PRUNE_INTERVAL_MS;
    if (pruneIntervalMs !== false) ctx.housekeeping.start(pruneIntervalMs);
    return {
      app,
      walletFrameApp,
      db,
      config,
      plugins,
      keyring,
      signingKeys: keys,
      prune: () => ctx.housekeeping.prune(),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
