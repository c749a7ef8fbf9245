import { randomUUID } from "node:crypto";
import { googleDriveRecovery } from "@foyer/core";
import { type Context, Hono } from "hono";

/** Where the stand-in is mounted: the registry's googleDriveRecovery.devStandIn. */
const BASE = googleDriveRecovery.devStandIn.path;

/**
 * Development stand-in for the subset of Google Drive API v3 that cloud recovery uses: multipart create
 * in `appDataFolder`, list by name, and download (`alt=media`), under /dev/google-drive. Bearer tokens
 * are the local OpenID provider's access tokens, checked at its userinfo endpoint, so each dev user has
 * their own folder and one user's token never reads another's files. Files live in memory (lost on a
 * restart, like a fresh Drive).
 */
export function googleDriveStandInRoutes(options: { oidcIssuer: string; now: () => number }): Hono {
  const files = new Map<string, { id: string; name: string; content: string; createdTime: string }[]>();
  const routes = new Hono();

  async function owner(c: Context): Promise<string | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) return null;
    const response = await fetch(`${options.oidcIssuer}/me`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return null;
    const body = (await response.json()) as { sub?: string };
    return body.sub ?? null;
  }
  const unauthorized = (c: Context) =>
    c.json({ error: { code: 401, message: "Request had invalid authentication credentials." } }, 401);

  routes.post(`${BASE}/upload/drive/v3/files`, async (c) => {
    const sub = await owner(c);
    if (!sub) return unauthorized(c);
    if (c.req.query("uploadType") !== "multipart")
      return c.json({ error: { code: 400, message: "multipart only" } }, 400);
    const boundary = /boundary=([^;]+)/.exec(c.req.header("content-type") ?? "")?.[1];
    if (!boundary) return c.json({ error: { code: 400, message: "missing boundary" } }, 400);
    // Parts: headers, blank line, body; the first is the JSON metadata, the second the content.
    const parts = (await c.req.text())
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => part.replace(/^\r\n/, "").replace(/\r\n$/, ""))
      .map((part) => part.slice(part.indexOf("\r\n\r\n") + 4));
    let metadata: { name?: string; parents?: string[] };
    try {
      metadata = JSON.parse(parts[0] ?? "");
    } catch {
      return c.json({ error: { code: 400, message: "bad metadata" } }, 400);
    }
    if (
      typeof metadata?.name !== "string" ||
      !Array.isArray(metadata.parents) ||
      !metadata.parents.includes("appDataFolder")
    ) {
      return c.json({ error: { code: 400, message: "appDataFolder files only" } }, 400);
    }
    const file = {
      id: randomUUID(),
      name: metadata.name,
      content: parts[1] ?? "",
      createdTime: new Date(options.now()).toISOString(),
    };
    files.set(sub, [...(files.get(sub) ?? []), file]);
    return c.json({ id: file.id });
  });

  routes.get(`${BASE}/drive/v3/files`, async (c) => {
    const sub = await owner(c);
    if (!sub) return unauthorized(c);
    const name = /name\s*=\s*'([^']*)'/.exec(c.req.query("q") ?? "")?.[1];
    // Newest first; reversed before the (stable) sort so two writes in one millisecond keep their order.
    const mine = (files.get(sub) ?? []).filter((f) => name === undefined || f.name === name).reverse();
    mine.sort((a, b) => b.createdTime.localeCompare(a.createdTime));
    const pageSize = Number(c.req.query("pageSize") ?? 100);
    mine.splice(Number.isInteger(pageSize) && pageSize > 0 ? pageSize : 100);
    return c.json({ files: mine.map(({ id, name, createdTime }) => ({ id, name, createdTime })) });
  });

  routes.get(`${BASE}/drive/v3/files/:id`, async (c) => {
    const sub = await owner(c);
    if (!sub) return unauthorized(c);
    const file = (files.get(sub) ?? []).find((f) => f.id === c.req.param("id"));
    if (!file) return c.json({ error: { code: 404, message: "File not found" } }, 404);
    if (c.req.query("alt") !== "media") return c.json({ id: file.id, name: file.name });
    return c.text(file.content);
  });

  return routes;
}
