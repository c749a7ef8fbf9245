import * as contract from "@foyer/core/contract";
import type { Hono } from "hono";
import { findTargetHandler } from "hono/utils/handler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { contractOf, type RouteContract } from "../http/wire.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { API_PREFIX } from "./openApiDocument.ts";

const contractSchemas = new Set<unknown>(Object.values(contract));

/** A schema @foyer/core/contract exports, or a pipe/transform (the server's own parsing) reading one. */
function fromContract(schema: z.ZodType): boolean {
  if (contractSchemas.has(schema)) return true;
  const def = schema._zod.def as { type: string; in?: z.ZodType };
  return def.type === "pipe" && def.in !== undefined && fromContract(def.in);
}

interface Endpoint {
  key: string;
  contract: RouteContract | undefined;
}

/**
 * Every /api/v1 endpoint of both origins (the wallet origin answers the frame's embedded_wallets calls),
 * with the contract its `wire(...)` declares.
 */
function endpointsOf(apps: Hono<FoyerEnv>[]): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const app of apps) {
    for (const route of app.routes) {
      if (route.method === "ALL" || !route.path.startsWith(`${API_PREFIX}/`)) continue;
      const key = `${route.method} ${route.path}`;
      const endpoint = byKey.get(key) ?? { key, contract: undefined };
      endpoint.contract ??= contractOf(findTargetHandler(route.handler));
      byKey.set(key, endpoint);
    }
  }
  return [...byKey.values()];
}

/** Why an endpoint breaks the rule, or undefined when it keeps it. */
function problemOf(endpoint: Endpoint): string | undefined {
  // Every route declares a contract, an empty one when it reads no body and no query: else a route that
  // reads a body without declaring it would pass unseen.
  if (!endpoint.contract) return `${endpoint.key}: no wire(...) contract`;
  if (endpoint.contract.body && !fromContract(endpoint.contract.body))
    return `${endpoint.key}: body schema is not from @foyer/core/contract`;
  if (endpoint.contract.query && !fromContract(endpoint.contract.query))
    return `${endpoint.key}: query schema is not from @foyer/core/contract`;
  return undefined;
}

describe("one wire contract: every /api/v1 body and query schema comes from @foyer/core/contract", () => {
  let t: TestServer;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    t = await createTestServer();
    endpoints = endpointsOf([t.started.server.app, t.started.server.walletFrameApp]);
  });
  afterAll(() => t?.close());

  it("finds the routes of both origins", () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const keys = endpoints.map((endpoint) => endpoint.key);
    expect(keys).toContain("POST /api/v1/passwordless/init");
    expect(keys.some((key) => key.includes("/embedded_wallets/"))).toBe(true);
  });

  it("every route declares a contract whose schemas are the shared ones", () => {
    expect(endpoints.map(problemOf).filter(Boolean)).toEqual([]);
  });

  it("the check can fail: a route's own schema is not a shared one, a pipe reading a shared one is", () => {
    const own = { key: "POST /api/v1/x", contract: { body: contract.transferBody.extend({}) } };
    expect(problemOf(own)).toBe("POST /api/v1/x: body schema is not from @foyer/core/contract");
    const piped = { ...own, contract: { body: contract.transferBody.transform((body) => body.nonce) } };
    expect(problemOf(piped)).toBeUndefined();
    expect(problemOf({ ...own, contract: undefined })).toBe("POST /api/v1/x: no wire(...) contract");
  });
});
