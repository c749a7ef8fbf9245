import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { magicWordPlugin } from "../testing/magicWordPlugin.ts";
import { API_PREFIX, toOpenApiPath } from "./openApiDocument.ts";
import { openApiProblems } from "./openApiProblems.ts";

type Operation = {
  requestBody?: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
  security: Record<string, string[]>[];
};
type Document = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

describe("GET /api/v1/openapi.json", () => {
  let t: TestServer;
  let document: Document;

  beforeAll(async () => {
    // With a host's plugin from outside the package: its routes must land in the document too.
    t = await createTestServer({ plugins: [...defaultPlugins, magicWordPlugin] });
    // Public: no foyer-app-id.
    const answer = await t.get("/api/v1/openapi.json", { appId: null });
    expect(answer.status).toBe(200);
    document = answer.body;
  });
  afterAll(() => t?.close());

  it("lists every route the built app registered under /api/v1 (method and path)", () => {
    // Enumerated from Hono's own table, not from the generator: app.use registers method ALL.
    const registered = t.started.server.app.routes.filter(
      (route) => route.path.startsWith(`${API_PREFIX}/`) && route.method !== "ALL",
    );
    expect(new Set(registered.map((route) => `${route.method} ${route.path}`)).size).toBeGreaterThan(80);
    const missing = registered.filter(
      (route) => !document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(document.paths["/api/v1/magic_word/authenticate"]?.post).toBeDefined();
    expect(document.paths["/api/v1/magic_word/transfer"]?.post).toBeDefined();
  });

  it("is a structurally valid OpenAPI 3.1 document", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(openApiProblems(document)).toEqual([]);
  });

  it("the structural check finds what a generator can break", () => {
    const broken = structuredClone(document);
    broken.openapi = "3.0.3";
    const op = broken.paths["/api/v1/magic_word/authenticate"]?.post as unknown as Record<string, unknown>;
    op.responses = {};
    op.security = [{ nobody: [] }];
    broken.paths["/api/v1/users/{rest}"] = { get: { responses: { "200": { description: "x" } } } } as never;
    expect(openApiProblems(broken)).toEqual([
      "openapi must be a 3.1.x version string",
      "POST /api/v1/magic_word/authenticate: responses must not be empty",
      "GET /api/v1/users/{rest}: path parameters do not match the template",
    ]);
  });

  it("describes bodies from the routes' zod schemas, built-in and host plugin alike", () => {
    const init = document.paths["/api/v1/passwordless/init"]?.post;
    expect(init?.requestBody?.content["application/json"].schema.properties).toHaveProperty("email");
    const magic = document.paths["/api/v1/magic_word/authenticate"]?.post;
    expect(Object.keys(magic?.requestBody?.content["application/json"].schema.properties ?? {})).toEqual([
      "word",
      "username",
      "mode",
    ]);
  });

  it("describes answers a route declares: oauth/authenticate's oauth_tokens", () => {
    type Answer = { responses: { "200": { content: { "application/json": { schema: Record<string, unknown> } } } } };
    const schemaOf = (path: string) =>
      (document.paths[path]?.post as unknown as Answer | undefined)?.responses["200"].content["application/json"]
        .schema as {
        properties: Record<string, { properties?: Record<string, unknown> }>;
        required: string[];
      };
    const authenticate = schemaOf("/api/v1/oauth/authenticate");
    expect(authenticate.required).toContain("oauth_tokens");
    expect(Object.keys(authenticate.properties.oauth_tokens?.properties ?? {})).toEqual([
      "provider",
      "access_token",
      "access_token_expires_in_seconds",
      "refresh_token",
      "refresh_token_expires_in_seconds",
      "scopes",
    ]);
    expect(schemaOf("/api/v1/oauth/link").properties).toHaveProperty("oauth_tokens");
  });

  it("names the gates that run before each route", () => {
    expect(document.paths["/api/v1/openapi.json"]?.get?.security).toEqual([]);
    expect(document.paths["/api/v1/passwordless/init"]?.post?.security).toEqual([{ app: [] }]);
    expect(document.paths["/api/v1/passwordless/link"]?.post?.security).toEqual([{ app: [], bearer: [] }]);
    // Public JWKS (registered before requireApp), and a gate a plugin applies to a prefix (mfa/*).
    expect(document.paths["/api/v1/apps/{appId}/jwks.json"]?.get?.security).toEqual([]);
    expect(document.paths["/api/v1/mfa/verify"]?.post?.security).toEqual([{ app: [], bearer: [] }]);
  });

  it("types the error envelope per code: a 429 carries retry_after only", () => {
    const error = (document.components as { schemas: { Error: { anyOf: Record<string, unknown>[] } } }).schemas.Error;
    const tooMany = error.anyOf.find(
      (branch) => (branch.properties as { code: { const?: string } }).code.const === "too_many_requests",
    );
    expect(Object.keys(tooMany?.properties as object)).toEqual(["error", "code", "retry_after"]);
  });
});
