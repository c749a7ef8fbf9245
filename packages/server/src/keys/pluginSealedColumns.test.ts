import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { readKeyFile } from "../security/KeyFile.ts";
import { keyIdOf, StaticKeyProvider } from "../security/KeyProvider.ts";
import { Keyring } from "../security/Keyring.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { SEALED_NOTE_PURPOSE, sealedNotePlugin, sealedNotes } from "../testing/sealedNotePlugin.ts";
import { pruneKeyFile } from "./pruneKeyFile.ts";
import { keyIdsInUse } from "./rewrapSealedValues.ts";
import { rotateKeyFile } from "./rotateMasterKeys.ts";
import { sealedColumnsOf } from "./sealedColumns.ts";

const COLUMN = "sealed_notes.body_ciphertext";
const plugins = [...defaultPlugins, sealedNotePlugin];
const quiet = { info() {}, warn() {}, error() {} };

// A host's plugin (testing/sealedNotePlugin.ts, public API only) with a sealed column of its own: the keys
// code learns of it from the plugin list alone, as it does of the wallets plugin's.
describe("a plugin's own sealed columns are checked at start and rotated", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-plugin-sealed-"));
  const keyFile = join(dir, "keys.json");
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await createTestServer({ keyFile, plugins });
    token = (await t.login("notes@example.com")).token;
    const saved = await t.post("/api/v1/sealed_notes", { body: "the safe's code is 4711" }, { token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists the plugin's column after the core's and refuses two columns of one name", () => {
    expect(sealedColumnsOf(plugins).map((column) => column.name)).toContain(COLUMN);
    expect(sealedColumnsOf(defaultPlugins).map((column) => column.name)).not.toContain(COLUMN);
    expect(() => sealedColumnsOf([...plugins, { ...sealedNotePlugin, id: "again" }])).toThrow(
      `Two sealed columns are named "${COLUMN}".`,
    );
  });

  it("foyer keys rotate re-wraps the plugin's values under the new key, and the plugin still opens them", async () => {
    const { db, keyring } = t.started.server;
    const columns = sealedColumnsOf(plugins);
    const result = await rotateKeyFile(db, columns, keyFile, {
      graceMs: 0,
      log: () => {},
      wait: () => keyring.refresh(),
    });
    expect(result.report.complete).toBe(true);
    expect(result.report.columns.find((column) => column.name === COLUMN)).toMatchObject({ rewrapped: 1 });
    const current = keyIdOf(Buffer.from(readKeyFile(keyFile).auth.current, "hex"));
    expect((await keyIdsInUse(db, columns)).find((column) => column.name === COLUMN)?.keyIds).toEqual([current]);

    // The old key is unused now, the plugin's value included: pruning it loses nothing.
    expect(await pruneKeyFile(db, columns, keyFile)).not.toEqual([]);
    await keyring.refresh();
    const notes = await t.get("/api/v1/sealed_notes", { token });
    expect(notes.body).toEqual({ notes: ["the safe's code is 4711"] });
  });

  it("a plugin value sealed under a key the server lacks stops the start, naming the plugin's column", async () => {
    const { db } = t.started.server;
    const pglite = (db as unknown as { $client: never }).$client;
    const stranger = await Keyring.load(
      new StaticKeyProvider("elsewhere", {
        auth: [new Uint8Array(32).fill(7)],
        recovery: [new Uint8Array(32).fill(8)],
      }),
    );
    const id = "stranger-note";
    await db.insert(sealedNotes).values({
      id,
      appId: "foyer-dev",
      userId: "nobody",
      bodyCiphertext: new EnvelopeCipher(stranger, "auth", SEALED_NOTE_PURPOSE).seal("x", `foyer-dev:${id}`),
    });
    await expect(createServer({ mode: "development", pglite, keyFile, plugins, logger: quiet })).rejects.toThrow(
      new RegExp(`${COLUMN} uses auth key ${stranger.current("auth").id}`),
    );
  });
});
