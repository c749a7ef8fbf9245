// The shared input rules (issue 13): NUL bytes and lone surrogates refused in every string of the body,
// the path and the query; JSON depth and body size capped before any work. Always 400 invalid_data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { MAX_BODY_BYTES } from "./bodyLimits.ts";
import { findBadString, jsonDepthExceeds, MAX_JSON_DEPTH } from "./inputRules.ts";

describe("inputRules", () => {
  it("measures nesting on the raw text, ignoring brackets inside strings", () => {
    expect(jsonDepthExceeds("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds("[".repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[\\"{{{{'.repeat(100) }))).toBe(false);
  });

  it("finds NUL bytes and lone or reversed surrogates in values and keys", () => {
    expect(findBadString({ a: ["ok", "😀"] })).toBeNull();
    expect(findBadString({ a: ["ok", "x\u0000"] })?.path).toBe("a.1");
    expect(findBadString({ b: "\ud800" })?.path).toBe("b");
    expect(findBadString({ b: "\udc00\ud800" })?.path).toBe("b");
    expect(findBadString({ b: "x\udc00" })?.path).toBe("b");
    expect(findBadString({ "k\u0000": 1 })).not.toBeNull();
  });
});

describe("every route, before any work", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ devOidcPort: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectInvalid = (response: { status: number; body: { code?: string } }) => {
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("invalid_data");
  };

  it("refuses NUL and lone surrogates in body strings, escaped or raw", async () => {
    const init = "/api/v1/passwordless/init";
    expectInvalid(await t.post(init, { email: "ada\u0000@example.com" }));
    expectInvalid(await t.post(init, '{"email":"ada@example.com","x":"\\u0000"}'));
    expectInvalid(await t.post(init, '{"email":"\\ud800@example.com"}'));
    expectInvalid(await t.post(init, '{"email":"\\udc00\\ud800@example.com"}'));
    expectInvalid(await t.post(init, '{"email":"ada@example.com","\\u0000":1}'));
    // Fields the issue found reaching PostgreSQL: transfer nonce, cross-app code, Farcaster channel token.
    expectInvalid(await t.post("/api/v1/passwordless/transfer", { nonce: "\u0000", email: "a@example.com" }));
    expectInvalid(await t.post("/api/v1/farcaster/authenticate", { channel_token: "\u0000" }));
  });

  it("refuses deep nesting and large bodies", async () => {
    const deep = `{"email":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    expectInvalid(await t.post("/api/v1/passwordless/init", deep));
    expectInvalid(
      await t.post("/api/v1/passwordless/init", { email: "a@example.com", pad: "x".repeat(MAX_BODY_BYTES) }),
    );
    expectInvalid(await t.post("/api/v1/passwordless/init", "{not json"));
  });

  // A body with a Content-Length is capped on the header; a chunked one (no length) is counted as it arrives.
  it("caps and checks a chunked body as one with a length", async () => {
    const chunked = (text: string) =>
      fetch(`${t.url}/api/v1/passwordless/init`, {
        method: "POST",
        headers: { "content-type": "application/json", "foyer-app-id": t.appId },
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < text.length; at += 1000)
              controller.enqueue(new TextEncoder().encode(text.slice(at, at + 1000)));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
    const tooLarge = await chunked(JSON.stringify({ email: "a@example.com", pad: "x".repeat(MAX_BODY_BYTES) }));
    expectInvalid(await answer(tooLarge));
    expectInvalid(await answer(await chunked('{"email":"ada@example.com","x":"\\u0000"}')));
    const fine = await chunked(JSON.stringify({ email: "chunked@example.com" }));
    expect(await answer(fine)).toEqual({ status: 200, body: { success: true } });
  });

  it("validates path segments and query parameters like bodies", async () => {
    expectInvalid(await t.get("/api/v1/apps/%00/jwks.json", { appId: null }));
    expectInvalid(await t.get("/api/v1/apps/%ED%A0%80/jwks.json", { appId: null }));
    expectInvalid(await t.get("/api/v1/apps/%E0%A4%A/jwks.json", { appId: null }));
    expectInvalid(await t.get("/api/v1/apps/%00"));
    expectInvalid(await t.get("/dev/mailbox.json?to=%00"));
    // A well-formed but unknown id still gets its ordinary answer.
    expect((await t.get("/api/v1/apps/nobody/jwks.json", { appId: null })).status).toBe(401);
  });
});
