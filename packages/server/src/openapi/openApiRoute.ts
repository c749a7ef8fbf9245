import type { Handler, Hono } from "hono";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { openApiDocument } from "./openApiDocument.ts";

/**
 * `GET /api/v1/openapi.json`: the document of the server as built. Registered before the app check (a
 * public document); built on first request, once every plugin's routes are in place, then kept.
 */
export function openApiRoute(app: Hono<FoyerEnv>, info: { serverUrl: string; version: string }): Handler<FoyerEnv> {
  let document: Record<string, unknown> | undefined;
  return (c) => {
    document ??= openApiDocument(app, info);
    return c.json(document);
  };
}
