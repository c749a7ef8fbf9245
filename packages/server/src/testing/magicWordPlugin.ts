import { timingSafeEqual } from "node:crypto";
import { fileURLToPath } from "node:url";
import { FoyerError } from "@foyer/core";
import {
  type AccountKey,
  type AppRecord,
  clientIp,
  type FoyerEnv,
  type PluginContext,
  parseBody,
  requireAuth,
  type ServerPlugin,
  settingsSlice,
  toWireAuthResponse,
  wire,
} from "@foyer/server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

/**
 * A test login method built only on the public plugin API (`@foyer/server`), as a host would write one
 * outside the package: "sign in with the app's magic word". Whoever knows the app's word (server-only
 * setting) signs in as the username they type. It exists to prove the seam, never for real users: the word
 * is shared by everyone. It has its own table (a migrations folder), a public flag, a dev seed, a transfer
 * route and its own rate limit. The client method and browser journey of the client runtime use it.
 *
 * Routes: POST /api/v1/magic_word/authenticate { word, username, mode? } -> sign-in answer;
 * POST /api/v1/magic_word/link { word, username } (signed in) -> WireUser; POST magic_word/transfer.
 * Accounts are stored as `custom:magic_word` (they reach clients as custom_auth accounts).
 */
export const MAGIC_WORD_ACCOUNT_TYPE = "custom:magic_word";
/** The development app's word (devSeed). */
export const DEV_MAGIC_WORD = "open sesame";

export const magicWordAppSettings = settingsSlice({
  magic_word: z.object({ word: z.string().min(3).max(200) }).optional(),
});

const word = z.string().min(1).max(200);
const username = z
  .string()
  .trim()
  .regex(/^[a-z0-9_.-]{1,64}$/i, "Letters, digits, '.', '_' or '-' (1 to 64)");
const authenticateBody = z.object({
  word,
  username,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object({ word, username });

function checkWord(app: AppRecord, typed: string): void {
  const expected = magicWordAppSettings.of(app).magic_word?.word;
  if (!expected) throw new FoyerError("disallowed_login_method", "This app has no magic word.");
  const a = Buffer.from(typed);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new FoyerError("invalid_credentials");
}

const accountOf = (name: string): AccountKey => ({ type: MAGIC_WORD_ACCOUNT_TYPE, subject: name.toLowerCase() });

function magicWordRoutes(ctx: PluginContext): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const { db, users, signIn } = ctx;
  const guessCap = async (ip: string) => ctx.rateLimiter.hit(`magic-word:ip:${ip}`, 30, 60 * 60_000);

  routes.post("/magic_word/authenticate", wire({ body: authenticateBody }), async (c) => {
    const body = await parseBody(c, authenticateBody);
    const app = c.get("app");
    await guessCap(clientIp(c, ctx.trustProxy));
    checkWord(app, body.word);
    const account = accountOf(body.username);
    const result = await db.transaction(async (tx) => {
      const signedIn = await signIn.withAccount(tx, app, account, body.mode);
      await tx.execute(
        sql`insert into magic_word_sign_ins (app_id, user_id, signed_in_at) values (${app.id}, ${signedIn.userId}, ${new Date(ctx.now())})`,
      );
      return signedIn;
    });
    return c.json(await toWireAuthResponse(users, db, result.tokens, result.isNewUser));
  });

  routes.post("/magic_word/link", wire({ body: linkBody }), requireAuth(ctx.sessions), async (c) => {
    const body = await parseBody(c, linkBody);
    const app = c.get("app");
    await guessCap(clientIp(c, ctx.trustProxy));
    checkWord(app, body.word);
    const { userId } = c.get("auth");
    const transfer = await db.transaction((tx) => signIn.link(tx, app, userId, accountOf(body.username), 1));
    if (transfer) throw transfer;
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}

/** The magic-word login method. Register it with `createServer({ plugins: [...defaultPlugins, magicWordPlugin] })`. */
export const magicWordPlugin: ServerPlugin = {
  id: "magic_word",
  settings: magicWordAppSettings.shape,
  publicConfig: (app) => ({ magic_word_auth: magicWordAppSettings.of(app).magic_word !== undefined }),
  transfer: { moves: (type) => type === MAGIC_WORD_ACCOUNT_TYPE },
  migrationsFolder: fileURLToPath(new URL("./magicWordMigrations", import.meta.url)),
  devSeed: () => ({ settings: { magic_word: { word: DEV_MAGIC_WORD } } }),
  setup: (ctx) => ({ api: magicWordRoutes(ctx) }),
};
