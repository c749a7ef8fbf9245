import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { FoyerEnv } from "./FoyerEnv.ts";

/**
 * What one endpoint accepts and answers, as zod schemas: the same schema objects the handler validates
 * with (parseBody, validate), so the OpenAPI document (openapi/openApiDocument.ts) and the client's types
 * cannot drift from what the server enforces.
 */
export interface RouteContract {
  /** One line for the document. */
  summary?: string;
  /** The JSON body (the handler reads it with `parseBody(c, body)`). */
  body?: z.ZodType;
  /** The query string, an object schema of string fields. */
  query?: z.ZodObject;
  /** The 2xx JSON answer. */
  response?: z.ZodType;
}

/** The gates the document names as security requirements: the app check and the bearer-token check. */
export type Gate = "app" | "bearer";

const contracts = new WeakMap<object, RouteContract>();
const gates = new WeakMap<object, Gate>();

/**
 * Declares an endpoint's contract on the route itself (`routes.post(path, wire({ body }), handler)`), so a
 * host plugin's routes land in the document the same way as the built-in ones. At run time it notes the
 * declared body schema on the request, and parseBody refuses to read the body with any other (so the
 * document cannot describe one schema while the handler enforces another); validation stays in the handler.
 */
export function wire(contract: RouteContract): MiddlewareHandler<FoyerEnv> {
  const middleware: MiddlewareHandler<FoyerEnv> = (c, next) => {
    c.set("declaredBody", contract.body);
    return next();
  };
  contracts.set(middleware, contract);
  return middleware;
}

/** Marks a middleware as a gate (requireApp, requireAuth), so the document lists what a route needs. */
export function markGate<Handler extends object>(gate: Gate, handler: Handler): Handler {
  gates.set(handler, gate);
  return handler;
}

/** The contract a route handler declares, if it is a `wire(...)` middleware. */
export function contractOf(handler: object): RouteContract | undefined {
  return contracts.get(handler);
}

/** The gate a route handler is, if any. */
export function gateOf(handler: object): Gate | undefined {
  return gates.get(handler);
}
