import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FoyerEnv } from "./FoyerEnv.ts";
import { parseBody } from "./parseBody.ts";
import { wire } from "./wire.ts";

const declared = z.object({ name: z.string() });
const other = z.object({ name: z.string() });

function appReading(schema: z.ZodType) {
  const app = new Hono<FoyerEnv>();
  app.onError((error, c) => c.text(error.message, 500));
  app.post("/x", wire({ body: declared }), async (c) => c.json(await parseBody(c, schema)));
  app.post("/undeclared", async (c) => c.json(await parseBody(c, schema)));
  return app;
}

const post = (app: Hono<FoyerEnv>, path: string) =>
  app.request(path, {
    method: "POST",
    body: JSON.stringify({ name: "a" }),
    headers: { "content-type": "application/json" },
  });

describe("parseBody reads with the schema the route declares", () => {
  it("reads the body when the handler's schema is the declared one", async () => {
    const response = await post(appReading(declared), "/x");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "a" });
  });

  it("refuses another schema, even one of the same shape (the document would describe the wrong one)", async () => {
    const response = await post(appReading(other), "/x");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("POST /x: parseBody's schema is not the body the route declares");
  });

  it("leaves routes without a declaration alone (contractSchemas.test.ts requires one on every API route)", async () => {
    expect((await post(appReading(other), "/undeclared")).status).toBe(200);
  });
});
