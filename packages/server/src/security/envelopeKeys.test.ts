import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AeadCipher } from "./AeadCipher.ts";
import { EnvelopeCipher, keyIdOfSealed, purposeKey } from "./EnvelopeCipher.ts";
import { envKeyProvider } from "./EnvKeyProvider.ts";
import { FileKeyProvider, freshKeyFile, writeKeyFile } from "./KeyFile.ts";
import { KeyConfigError, keyIdOf, StaticKeyProvider } from "./KeyProvider.ts";
import { Keyring } from "./Keyring.ts";

const hex = (byte: number) => Buffer.alloc(32, byte).toString("hex");
const bytes = (byte: number) => new Uint8Array(32).fill(byte);
const keyringOf = (auth: number[], recovery = [99]) =>
  Keyring.load(new StaticKeyProvider("test keys", { auth: auth.map(bytes), recovery: recovery.map(bytes) }));

describe("key providers", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-keys-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the environment: current keys, previous ones, and clear errors for a missing, short or shared key", async () => {
    expect(envKeyProvider({})).toBeNull();
    const provider = envKeyProvider({
      FOYER_WALLET_AUTH_KEY: hex(1),
      FOYER_WALLET_RECOVERY_KEY: hex(2),
      FOYER_WALLET_AUTH_KEY_PREVIOUS: `${hex(3)}, ${hex(4)}`,
    });
    const keyring = await Keyring.load(provider as StaticKeyProvider);
    expect(keyring.current("auth").id).toBe(keyIdOf(bytes(1)));
    expect(keyring.ids("auth").sort()).toEqual([bytes(1), bytes(3), bytes(4)].map(keyIdOf).sort());
    expect(() => envKeyProvider({ FOYER_WALLET_AUTH_KEY: hex(1) })).toThrow(/FOYER_WALLET_RECOVERY_KEY is missing/);
    expect(() => envKeyProvider({ FOYER_WALLET_AUTH_KEY: "abcd", FOYER_WALLET_RECOVERY_KEY: hex(2) })).toThrow(
      /FOYER_WALLET_AUTH_KEY must be 32 bytes/,
    );
    const shared = envKeyProvider({ FOYER_WALLET_AUTH_KEY: hex(1), FOYER_WALLET_RECOVERY_KEY: hex(1) });
    await expect(Keyring.load(shared as StaticKeyProvider)).rejects.toThrow(/auth and recovery keys must differ/);
  });

  it("reads a key file (owner-only), and names the file when it is missing or malformed", async () => {
    const path = join(dir, "keys.json");
    const content = freshKeyFile();
    writeKeyFile(path, content);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const keyring = await Keyring.load(new FileKeyProvider(path));
    expect(keyring.current("recovery").id).toBe(keyIdOf(Buffer.from(content.recovery.current, "hex")));
    await expect(Keyring.load(new FileKeyProvider(join(dir, "nope.json")))).rejects.toThrow(
      new KeyConfigError(`Key file ${join(dir, "nope.json")} does not exist.`),
    );
    writeKeyFile(path, { ...content, auth: { current: "short", previous: [] } });
    await expect(Keyring.load(new FileKeyProvider(path))).rejects.toThrow(/keys.json auth must be 32 bytes/);
  });

  it("a key file's announced `next` key is readable, not current; refresh picks up a change", async () => {
    const path = join(dir, "rotating.json");
    const content = freshKeyFile();
    writeKeyFile(path, content);
    const keyring = await Keyring.load(new FileKeyProvider(path));
    const before = keyring.current("auth").id;
    writeKeyFile(path, { ...content, auth: { ...content.auth, next: hex(7) } });
    await keyring.refresh();
    expect(keyring.current("auth").id).toBe(before);
    expect(keyring.get("auth", keyIdOf(bytes(7)))).toEqual(bytes(7));
  });
});

describe("envelope encryption", () => {
  it("records the wrapping key's id; opens only with its associated data and purpose", async () => {
    const keyring = await keyringOf([1]);
    const cipher = new EnvelopeCipher(keyring, "auth", "test:a");
    const sealed = cipher.seal("secret share", "app:0xabc");
    expect(keyIdOfSealed(sealed)).toBe(keyIdOf(bytes(1)));
    expect(sealed).not.toContain("secret");
    expect(cipher.open(sealed, "app:0xabc")).toBe("secret share");
    expect(() => cipher.open(sealed, "app:0xdef")).toThrow();
    expect(() => new EnvelopeCipher(keyring, "auth", "test:b").open(sealed, "app:0xabc")).toThrow();
    expect(() => new EnvelopeCipher(keyring, "recovery", "test:a").open(sealed, "app:0xabc")).toThrow(
      /which this server lacks/,
    );
  });

  it("re-wraps under the new current key with the same ciphertext; the old key keeps opening old values meanwhile", async () => {
    const before = new EnvelopeCipher(await keyringOf([1]), "auth", "test:a");
    const sealed = before.seal("secret share", "ad");
    const during = new EnvelopeCipher(await keyringOf([2, 1]), "auth", "test:a");
    expect(during.open(sealed, "ad")).toBe("secret share");
    expect(during.isCurrent(sealed)).toBe(false);
    const rewrapped = during.rewrap(sealed, "ad");
    expect(during.isCurrent(rewrapped)).toBe(true);
    expect(rewrapped.split(".").slice(4)).toEqual(sealed.split(".").slice(4));
    const after = new EnvelopeCipher(await keyringOf([2]), "auth", "test:a");
    expect(after.open(rewrapped, "ad")).toBe("secret share");
    expect(() => after.open(sealed, "ad")).toThrow(/key [0-9a-f]{12}, which this server lacks/);
    // Re-wrapping something already current gives an equivalent value (idempotent).
    expect(after.open(after.rewrap(rewrapped, "ad"), "ad")).toBe("secret share");
  });

  it("opens the earlier v1 values (no key id) and re-wraps them as envelopes", async () => {
    const legacy = new AeadCipher(bytes(1), "test:a").seal("old share", "ad");
    const cipher = new EnvelopeCipher(await keyringOf([2, 1]), "auth", "test:a");
    expect(cipher.open(legacy, "ad")).toBe("old share");
    const rewrapped = cipher.rewrap(legacy, "ad");
    expect(keyIdOfSealed(rewrapped)).toBe(keyIdOf(bytes(2)));
    expect(cipher.open(rewrapped, "ad")).toBe("old share");
    expect(purposeKey(bytes(1), "x")).toHaveLength(32);
  });
});
