import type { Hono } from "hono";
import { findTargetHandler, isMiddleware } from "hono/utils/handler";
import { z } from "zod";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { contractOf, type Gate, gateOf, type RouteContract } from "../http/wire.ts";
import { errorResponseJsonSchema } from "./errorResponseSchema.ts";

/** The part of the API origin the document describes: the JSON API (pages and dev stand-ins are not). */
export const API_PREFIX = "/api/v1";

type JsonSchema = Record<string, unknown>;

/** One endpoint as Hono holds it: a method other than ALL (app.use registers ALL), or an app.all handler. */
export interface Endpoint {
  method: string;
  /** Hono's pattern, e.g. `/api/v1/users/:id`. */
  path: string;
}

interface RouteEntry extends Endpoint {
  handler: object;
  index: number;
}

/** Hono's `:name` and `:name{regex}` become `{name}`, a trailing `*` becomes `{rest}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^/]*\})?/g, "{$1}").replace(/\/\*$/, "/{rest}");
}

function entriesOf(app: Hono<FoyerEnv>): RouteEntry[] {
  return app.routes.map((route, index) => ({
    method: route.method,
    path: route.path,
    handler: findTargetHandler(route.handler),
    index,
  }));
}

/** The endpoints under /api/v1 in registration order, one per method and path. */
export function apiEndpoints(app: Hono<FoyerEnv>): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const entry of entriesOf(app)) {
    if (!entry.path.startsWith(`${API_PREFIX}/`)) continue;
    if (entry.method === "ALL" && isMiddleware(entry.handler as (...args: unknown[]) => unknown)) continue;
    seen.set(`${entry.method} ${entry.path}`, { method: entry.method, path: entry.path });
  }
  return [...seen.values()];
}

/** Whether middleware registered at `pattern` (exact, or `prefix/*`) runs for `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern === path || pattern === "*" || pattern === "/*") return true;
  return pattern.endsWith("/*") && path.startsWith(pattern.slice(0, -1));
}

function jsonSchema(schema: z.ZodType): JsonSchema {
  // The input side: what a caller sends (emailSchema trims and lowercases after it reads a string).
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

function operation(
  endpoint: Endpoint,
  method: string,
  contract: RouteContract | undefined,
  gates: Set<Gate>,
): JsonSchema {
  const parameters: JsonSchema[] = [...toOpenApiPath(endpoint.path).matchAll(/\{([^}]+)\}/g)].map((match) => ({
    name: match[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  for (const [name, field] of Object.entries(contract?.query?.shape ?? {})) {
    const schema = field as z.ZodType;
    parameters.push({ name, in: "query", required: !schema.safeParse(undefined).success, schema: jsonSchema(schema) });
  }
  const tag = endpoint.path.slice(API_PREFIX.length + 1).split("/")[0] ?? "";
  const op: JsonSchema = {
    operationId: `${method}${toOpenApiPath(endpoint.path).replace(/[^A-Za-z0-9]+/g, "_")}`,
    tags: [tag],
    responses: {
      "200": {
        description: "Success.",
        content: { "application/json": { schema: contract?.response ? jsonSchema(contract.response) : {} } },
      },
      default: {
        description: "A catalogue error.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
    // No gate ran before the handler: a public route (e.g. this document). Else the app id, and the
    // bearer token where requireAuth runs.
    security: gates.size === 0 ? [] : [Object.fromEntries([...gates].map((gate) => [gate, []]))],
  };
  if (contract?.summary) op.summary = contract.summary;
  if (parameters.length) op.parameters = parameters;
  if (contract?.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(contract.body) } } };
  }
  return op;
}

/** HTTP methods OpenAPI names; an app.all endpoint is listed under each one the client uses. */
const ALL_METHODS = ["get", "post", "delete"];

/**
 * The OpenAPI 3.1 document of a built server's /api/v1 routes: every endpoint Hono holds (so a host
 * plugin's routes are in it too), with the schemas its `wire(...)` declares and the gates that run before
 * it. Routes without a contract are listed with open schemas.
 */
export function openApiDocument(app: Hono<FoyerEnv>, info: { serverUrl: string; version: string }): JsonSchema {
  const entries = entriesOf(app);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of apiEndpoints(app)) {
    const own = entries.filter((entry) => entry.method === endpoint.method && entry.path === endpoint.path);
    const handlerIndex = Math.max(...own.map((entry) => entry.index));
    const contract = own.map((entry) => contractOf(entry.handler)).find(Boolean);
    const gates = new Set<Gate>();
    for (const entry of entries) {
      if (entry.index > handlerIndex || !covers(entry.path, endpoint.path)) continue;
      if (entry.method !== "ALL" && entry.method !== endpoint.method) continue;
      const gate = gateOf(entry.handler);
      if (gate) gates.add(gate);
    }
    const path = toOpenApiPath(endpoint.path);
    const methods = endpoint.method === "ALL" ? ALL_METHODS : [endpoint.method.toLowerCase()];
    for (const method of methods) {
      paths[path] ??= {};
      paths[path][method] = operation(endpoint, method, contract, gates);
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Foyer API", version: info.version },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: errorResponseJsonSchema() },
      securitySchemes: {
        app: { type: "apiKey", in: "header", name: "foyer-app-id", description: "The app's id (requireApp)." },
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The session's access token." },
      },
    },
  };
}
