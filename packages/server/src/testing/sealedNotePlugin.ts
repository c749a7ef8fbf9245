import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import {
  EnvelopeCipher,
  type FoyerEnv,
  parseBody,
  requireAuth,
  type ServerPlugin,
  sealedTextColumn,
  wire,
} from "@foyer/server";
import { and, eq } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import { z } from "zod";

/**
 * A test feature built only on the public plugin API (`@foyer/server`), as a host would write one outside
 * the package: a signed-in user keeps private notes, stored sealed under the auth master key in a table of
 * the plugin's own. It declares that column (`sealedColumns`), so the server's start-up check opens it and
 * `foyer keys rotate` re-wraps it like the core's and the wallets plugin's.
 *
 * Routes: POST /api/v1/sealed_notes { body } (signed in) -> { id }; GET /api/v1/sealed_notes -> { notes }.
 */
export const sealedNotes = pgTable("sealed_notes", {
  id: text("id").primaryKey(),
  appId: text("app_id").notNull(),
  userId: text("user_id").notNull(),
  bodyCiphertext: text("body_ciphertext").notNull(),
});

/** Its purpose: a subkey of its own, so a note's ciphertext never opens as another secret. */
export const SEALED_NOTE_PURPOSE = "sealed-notes:body";

const noteBody = z.object({ body: z.string().min(1).max(1000) });

export const sealedNotePlugin: ServerPlugin = {
  id: "sealed_notes",
  migrationsFolder: fileURLToPath(new URL("./sealedNoteMigrations", import.meta.url)),
  sealedColumns: [
    sealedTextColumn({
      name: "sealed_notes.body_ciphertext",
      family: "auth",
      purpose: SEALED_NOTE_PURPOSE,
      table: sealedNotes,
      pk: sealedNotes.id,
      column: sealedNotes.bodyCiphertext,
      field: "bodyCiphertext",
      associatedData: [sealedNotes.appId, sealedNotes.id],
    }),
  ],
  setup(ctx) {
    const cipher = new EnvelopeCipher(ctx.keyring, "auth", SEALED_NOTE_PURPOSE);
    const api = new Hono<FoyerEnv>();
    api.post("/sealed_notes", wire({ body: noteBody }), requireAuth(ctx.sessions), async (c) => {
      const { body } = await parseBody(c, noteBody);
      const appId = c.get("app").id;
      const id = randomUUID();
      const bodyCiphertext = cipher.seal(body, `${appId}:${id}`);
      await ctx.db.insert(sealedNotes).values({ id, appId, userId: c.get("auth").userId, bodyCiphertext });
      return c.json({ id });
    });
    api.get("/sealed_notes", wire({}), requireAuth(ctx.sessions), async (c) => {
      const appId = c.get("app").id;
      const rows = await ctx.db
        .select()
        .from(sealedNotes)
        .where(and(eq(sealedNotes.appId, appId), eq(sealedNotes.userId, c.get("auth").userId)));
      return c.json({ notes: rows.map((row) => cipher.open(row.bodyCiphertext, `${appId}:${row.id}`)) });
    });
    return { api };
  },
};
