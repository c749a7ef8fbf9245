import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createErrorHandler } from "../http/errorHandler.ts";
import { SEALED_VALUE_MESSAGE } from "../http/unknownKeyErrors.ts";
import type { Logger } from "../Logger.ts";
import { SIGNING_KEY_PURPOSE } from "../sessions/SigningKeys.ts";
import { EnvelopeCipher, keyIdOfSealed } from "./EnvelopeCipher.ts";
import { StaticKeyProvider } from "./KeyProvider.ts";
import { Keyring } from "./Keyring.ts";

const keyringOf = (auth: number, recovery: number) =>
  Keyring.load(
    new StaticKeyProvider("test keys", {
      auth: [new Uint8Array(32).fill(auth)],
      recovery: [new Uint8Array(32).fill(recovery)],
    }),
  );

/**
 * Issue 13 item 4: a value sealed under a master key this server does not hold (removed from the provider
 * too early, another key set) is a catalogue error naming what failed, 503, and the operator's log names
 * the key id once, not a bare 500 per request.
 */
describe("a value sealed under a key that is not loaded", () => {
  it("answers 503 with a catalogue code and message, and logs the key id once", async () => {
    const sealedBy = await keyringOf(1, 2);
    const share = new EnvelopeCipher(sealedBy, "auth", "foyer:wallet-auth-share").seal("share", "app:e");
    const jwk = new EnvelopeCipher(sealedBy, "auth", SIGNING_KEY_PURPOSE).seal("{}", "kid");
    const running = await keyringOf(3, 4);
    const errors: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = {
      info: () => {},
      warn: () => {},
      error: (message, fields) => errors.push({ message, ...(fields ? { fields } : {}) }),
    };
    const app = new Hono();
    app.onError(createErrorHandler(logger));
    app.get("/share", (c) =>
      c.text(new EnvelopeCipher(running, "auth", "foyer:wallet-auth-share").open(share, "app:e")),
    );
    app.get("/jwk", (c) => c.text(new EnvelopeCipher(running, "auth", SIGNING_KEY_PURPOSE).open(jwk, "kid")));

    for (let i = 0; i < 3; i++) {
      const response = await app.request("/share");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: SEALED_VALUE_MESSAGE, code: "unknown_embedded_wallet_error" });
    }
    const session = await app.request("/jwk");
    expect(session.status).toBe(503);
    expect(await session.json()).toMatchObject({ code: "unknown_auth_error" });
    // One line for the key (both values were sealed under the same auth key), naming its id.
    expect(errors).toHaveLength(1);
    expect(errors[0]?.fields).toMatchObject({ family: "auth", key_id: keyIdOfSealed(share) });
    expect(errors[0]?.message).toContain(keyIdOfSealed(share) as string);
  });
});
