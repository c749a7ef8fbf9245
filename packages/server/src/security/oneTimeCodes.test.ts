import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { otpCodes } from "../db/schema.ts";
import { backends } from "../testing/backends.ts";
import { createTestServer, type RequestOptions, type TestServer } from "../testing/createTestServer.ts";
import { SecretHasher } from "./SecretHasher.ts";

const INIT = "/api/v1/passwordless/init";
const AUTH = "/api/v1/passwordless/authenticate";
let seq = 0;
const fresh = () => {
  seq += 1;
  // Each test sends from its own (proxied) client IP and to its own address: the caps stay per test.
  return { email: `otp-${seq}-${Date.now()}@example.com`, from: { headers: { "x-forwarded-for": `10.0.0.${seq}` } } };
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(backends())("one-time code rules ($name)", (backend) => {
  let t: TestServer;
  const send = (email: string, from: RequestOptions) => t.post(INIT, { email }, from);
  const submit = (email: string, code: string) => t.post(AUTH, { email, code });

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      trustProxy: true,
      rateLimits: { codeSendsPerIpPerHour: 6, codeSendsPerDestinationPerHour: 6 },
    });
  });
  afterAll(() => t?.close());

  it("is stored only as a keyed hash", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const code = await t.readCode(email);
    const rows = await t.started.server.db.select().from(otpCodes).where(eq(otpCodes.destination, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).not.toBe(SecretHasher.sha256(code));
  });

  it("is six digits and expires after 10 minutes", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const code = await t.readCode(email);
    expect(code).toMatch(/^\d{6}$/);
    t.clock.advance(10 * 60_000 + 1_000);
    const late = await submit(email, code);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({
      error: "Invalid or expired verification code",
      code: "invalid_credentials",
      reason: "code_expired",
    });
  });

  it("is accepted just before expiry", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const code = await t.readCode(email);
    t.clock.advance(10 * 60_000 - 5_000);
    expect((await submit(email, code)).status).toBe(200);
  });

  it("is single use", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const code = await t.readCode(email);
    expect((await submit(email, code)).status).toBe(200);
    expect((await submit(email, code)).body.code).toBe("invalid_credentials");
  });

  it("a used code holds no resend cooldown: the same address signs in again at once", async () => {
    const { email, from } = fresh();
    await send(email, from);
    expect((await submit(email, await t.readCode(email))).status).toBe(200);
    t.clock.advance(1_000);
    expect((await send(email, from)).status).toBe(200);
    expect((await submit(email, await t.readCode(email))).status).toBe(200);
  });

  it("only the latest code for a destination counts", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const first = await t.readCode(email);
    t.clock.advance(30_000);
    expect((await send(email, from)).status).toBe(200);
    const second = await t.readCode(email);
    if (first !== second) expect((await submit(email, first)).status).toBe(401);
    expect((await submit(email, second)).status).toBe(200);
  });

  it("dies after 5 wrong tries (4 are tolerated)", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const code = await t.readCode(email);
    for (let i = 0; i < 4; i++) expect((await submit(email, wrongCode(code))).status).toBe(401);
    expect((await submit(email, code)).status).toBe(200);

    t.clock.advance(30_000);
    await send(email, from);
    const next = await t.readCode(email);
    for (let i = 0; i < 4; i++) expect((await submit(email, wrongCode(next))).body.reason).toBeUndefined();
    // The 5th wrong try kills the code and says so; the right code typed afterwards says the same, not
    // "incorrect", and a new code may be sent at once (no cooldown left on a dead code).
    const fifth = await submit(email, wrongCode(next));
    expect(fifth.body).toMatchObject({ code: "invalid_credentials", reason: "code_expired" });
    expect((await submit(email, next)).body).toMatchObject({ code: "invalid_credentials", reason: "code_expired" });
    expect((await send(email, from)).status).toBe(200);
    expect((await submit(email, await t.readCode(email))).status).toBe(200);
  });

  it("locks the destination for 15 minutes after 20 failures, counted across resends", async () => {
    const { email, from } = fresh();
    let code = "";
    for (let round = 0; round < 4; round++) {
      if (round > 0) t.clock.advance(30_000);
      expect((await send(email, from)).status).toBe(200);
      code = await t.readCode(email);
      for (let i = 0; i < 5; i++) expect((await submit(email, wrongCode(code))).status).toBe(401);
    }
    t.clock.advance(30_000);
    const refusedSend = await send(email, from);
    expect(refusedSend.status).toBe(429);
    expect(refusedSend.body.code).toBe("too_many_requests");
    const locked = await submit(email, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);

    t.clock.advance(15 * 60_000);
    expect((await send(email, from)).status).toBe(200);
    expect((await submit(email, await t.readCode(email))).status).toBe(200);
  });

  it("enforces a 30 s resend cooldown with Retry-After", async () => {
    onTestFinished(t.clock.freeze());
    const { email, from } = fresh();
    expect((await send(email, from)).status).toBe(200);
    const early = await send(email, from);
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("30");
    expect(early.body).toEqual({
      error: "Too many requests. Please wait before trying again.",
      code: "too_many_requests",
      retry_after: 30,
    });
    t.clock.advance(29_000);
    expect((await send(email, from)).headers.get("retry-after")).toBe("1");
    t.clock.advance(1_000);
    expect((await send(email, from)).status).toBe(200);
  });

  it("caps sends per destination per hour, across client IPs", async () => {
    const { email } = fresh();
    for (let i = 0; i < 6; i++) {
      expect((await send(email, { headers: { "x-forwarded-for": `10.1.${seq}.${i}` } })).status).toBe(200);
      t.clock.advance(30_000);
    }
    const capped = await send(email, { headers: { "x-forwarded-for": `10.1.${seq}.99` } });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it("caps sends per client IP per hour, across destinations", async () => {
    // Frozen: the hour runs from the first send, and seven sends on a loaded machine can take over a second.
    onTestFinished(t.clock.freeze());
    const { from } = fresh();
    for (let i = 0; i < 6; i++) expect((await send(`ip-${seq}-${i}@example.com`, from)).status).toBe(200);
    const capped = await send(`ip-${seq}-last@example.com`, from);
    expect(capped.status).toBe(429);
    expect(capped.headers.get("retry-after")).toBe("3600");
    // Another client is not affected.
    expect((await send(`ip-${seq}-other@example.com`, { headers: { "x-forwarded-for": "10.2.0.1" } })).status).toBe(
      200,
    );
  });

  it("50 parallel submissions of one valid code give exactly one session", async () => {
    const { email, from } = fresh();
    await send(email, from);
    const code = await t.readCode(email);
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(email, code)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(49);
  });
});
