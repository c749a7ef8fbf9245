import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../testing/backends.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { Nonces } from "./Nonces.ts";

describe.each(backends())("Nonces on $name", (backend) => {
  let server: TestServer;
  let nonces: Nonces;

  beforeAll(async () => {
    server = await createTestServer({ backend });
    nonces = new Nonces(server.started.server.db, () => server.clock.now());
  });
  afterAll(() => server?.close());

  it("gives a value back once, with its payload", async () => {
    const value = await nonces.issue("foyer-dev", "test", { ttlMs: 60_000, payload: { user: "u1" } });
    expect(value.length).toBeGreaterThanOrEqual(22);
    expect(await nonces.consume("foyer-dev", "test", value)).toEqual({ user: "u1" });
    expect(await nonces.consume("foyer-dev", "test", value)).toBeNull();
  });

  it("keeps purposes and apps apart", async () => {
    const value = await nonces.issue("foyer-dev", "a", { ttlMs: 60_000 });
    expect(await nonces.consume("foyer-dev", "b", value)).toBeNull();
    expect(await nonces.consume("other-app", "a", value)).toBeNull();
    expect(await nonces.consume("foyer-dev", "a", value)).toEqual({});
  });

  it("refuses an expired value", async () => {
    const value = await nonces.issue("foyer-dev", "test", { ttlMs: 1_000 });
    server.clock.advance(1_001);
    expect(await nonces.consume("foyer-dev", "test", value)).toBeNull();
  });

  it("lets exactly one of many concurrent consumers win", async () => {
    const value = await nonces.issue("foyer-dev", "race", { ttlMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 30 }, () => nonces.consume("foyer-dev", "race", value)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it("spends a foreign token only once, also concurrently", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => nonces.spend("foyer-dev", "captcha", "tok", 60_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await nonces.spend("foyer-dev", "captcha", "tok", 60_000)).toBe(false);
  });
});
