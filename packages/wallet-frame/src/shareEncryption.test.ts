import { argon2idAsync } from "@noble/hashes/argon2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import { openWithPassword, PASSWORD_KDF, passwordKey, sealWithPassword } from "./shareEncryption.ts";

const ENTROPY_ID = "0x1111111111111111111111111111111111111111";
const CHEAP = { t: 2, m: 64, p: 1, dkLen: 32 };

describe("password-sealed recovery shares (Argon2id in WebAssembly)", () => {
  it("keeps OWASP's floor by default (m >= 19 MiB, t >= 2)", () => {
    expect(PASSWORD_KDF.m).toBeGreaterThanOrEqual(19 * 1024);
    expect(PASSWORD_KDF.t).toBeGreaterThanOrEqual(2);
  });

  it("derives the same key as the pure-JS Argon2id it replaces (RFC 9106)", async () => {
    const salt = utf8ToBytes("sixteen byte slt");
    const wasm = await passwordKey("pa55word", salt, CHEAP);
    const js = await argon2idAsync(utf8ToBytes("pa55word"), salt, { ...CHEAP });
    expect(wasm).toEqual(js);
  });

  it("opens a share sealed by the previous version (v1 envelope, no recorded cost)", async () => {
    // Made by the pure-JS version of sealWithPassword with CHEAP (before hash-wasm).
    const v1 = "1.zzESfk-MY-4VCvypeUTbog.sKn_jxTNPLGzTbWY.YFbWCOuhdpLLC37be-la0Y-J-RIjrdLPR8fVKAsMQOzsj8U";
    expect(await openWithPassword(v1, "old password 1", ENTROPY_ID, CHEAP)).toBe("foyer-share-fixture");
    expect(await openWithPassword(v1, "old password 2", ENTROPY_ID, CHEAP)).toBeNull();
  });

  it("records its cost in the envelope, so a share opens whatever cost the frame uses today", async () => {
    const sealed = await sealWithPassword("share", "pa55word", ENTROPY_ID, CHEAP);
    expect(sealed.split(".").slice(0, 2)).toEqual(["2", "m64t2p1"]);
    // Opened with another default cost: the envelope's wins.
    expect(await openWithPassword(sealed, "pa55word", ENTROPY_ID, PASSWORD_KDF)).toBe("share");
    expect(await openWithPassword(sealed, "wrong", ENTROPY_ID)).toBeNull();
    // A tampered cost (cheaper, or absurd) opens nothing and allocates nothing.
    for (const label of ["m32t1p1", "m99999999t2p1", "m64t99p1", "x"]) {
      const tampered = sealed.replace("m64t2p1", label);
      expect(await openWithPassword(tampered, "pa55word", ENTROPY_ID)).toBeNull();
    }
  });
});
