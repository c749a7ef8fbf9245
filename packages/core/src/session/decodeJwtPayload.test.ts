import { describe, expect, it } from "vitest";
import { decodeJwtPayload, tokenExpiresAt } from "./decodeJwtPayload.ts";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (payload: unknown) => `${b64url({ alg: "ES256" })}.${b64url(payload)}.sig`;

describe("decodeJwtPayload", () => {
  it("reads the payload, including base64url characters and UTF-8", () => {
    const payload = { sub: "ü??>>~", name: "Zoë 😀", exp: 1_700_000_000 };
    expect(b64url(payload)).toMatch(/[-_]/);
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it.each([
    "",
    "abc",
    "a..c",
    "a.%%%.c",
    `a.${Buffer.from("not json").toString("base64url")}.c`,
    `a.${b64url([1])}.c`,
    `a.${b64url(null)}.c`,
  ])("returns null for %j", (token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe("tokenExpiresAt", () => {
  it("gives exp in milliseconds", () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it("is null without a numeric exp", () => {
    expect(tokenExpiresAt(jwt({ exp: "soon" }))).toBeNull();
    expect(tokenExpiresAt(jwt({}))).toBeNull();
    expect(tokenExpiresAt("opaque")).toBeNull();
  });
});
