import { parseArgs } from "node:util";
import { DEFAULT_ROTATION_GRACE_MS, rewrapAll, rotateKeyFile } from "../keys/rotateMasterKeys.ts";
import { sealedColumnsOf } from "../keys/sealedColumns.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { FileKeyProvider } from "../security/KeyFile.ts";
import { Keyring } from "../security/Keyring.ts";
import { loadSigningKeys, SIGNING_KEY_PUBLISH_LEAD_MS, SIGNING_KEY_PURPOSE } from "../sessions/SigningKeys.ts";
import { type CliCommand, CliUsageError } from "./CliCommand.ts";
import { databaseFromEnv } from "./databaseFromEnv.ts";
import { keySourceFromEnv } from "./keysContext.ts";

export const keysRotateCommand: CliCommand = {
  path: ["keys", "rotate"],
  summary: "rotate the master keys and re-wrap what they seal, or (--jwt) the JWT signing key",
  usage: `foyer keys rotate [--grace <seconds>]
  With a key file (FOYER_KEY_FILE, or development's): announces new master keys, waits --grace seconds
  (default ${DEFAULT_ROTATION_GRACE_MS / 1000}) for running servers to read them, makes them current, then re-wraps every wallet
  share, server-wallet key, signing key, app's settings and every plugin's sealed column. Safe to run again after an interruption.
  With FOYER_WALLET_AUTH_KEY / FOYER_WALLET_RECOVERY_KEY: set the new keys there (old ones in
  ..._PREVIOUS) and restart first; this re-wraps everything under them.
foyer keys rotate --jwt
  Adds a JWT signing key: published at once, signing in ${SIGNING_KEY_PUBLISH_LEAD_MS / 60_000} minutes; the previous key stays in the JWKS until its tokens expire.`,
  async run(args, env, { plugins }) {
    const { values } = parse(args);
    const grace = values.grace === undefined ? DEFAULT_ROTATION_GRACE_MS : Number(values.grace) * 1000;
    if (!(grace >= 0)) throw new CliUsageError("--grace: a number of seconds.");
    const source = keySourceFromEnv(env);
    const database = await databaseFromEnv(env, plugins);
    try {
      const log = (line: string) => console.log(line);
      if (values.jwt) {
        const keyring = await Keyring.load("keyFile" in source ? new FileKeyProvider(source.keyFile) : source.provider);
        const signing = await loadSigningKeys(database.db, Date.now, {
          cipher: new EnvelopeCipher(keyring, "auth", SIGNING_KEY_PURPOSE),
          legacySecret: env.FOYER_SECRET || undefined,
        });
        const kid = await signing.rotate();
        log(
          `JWT signing key ${kid} published; it signs from ${new Date(Date.now() + SIGNING_KEY_PUBLISH_LEAD_MS).toISOString()}.`,
        );
        return 0;
      }
      const columns = sealedColumnsOf(plugins);
      const result =
        "keyFile" in source
          ? await rotateKeyFile(database.db, columns, source.keyFile, { graceMs: grace, log })
          : await rewrapAll(database.db, columns, source.provider, log);
      if (!result.report.complete) {
        console.error("Some values did not open with the keys given: fix the keys and run it again.");
        return 1;
      }
      log(`Done: everything is under auth key ${result.current.auth} and recovery key ${result.current.recovery}.`);
      if ("keyFile" in source)
        log("Previous keys stay in the key file; `foyer keys status` shows which are still used.");
      return 0;
    } finally {
      await database.close();
    }
  },
};

function parse(args: string[]) {
  try {
    return parseArgs({ args, options: { jwt: { type: "boolean" }, grace: { type: "string" } }, strict: true });
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
}
