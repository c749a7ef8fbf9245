import { afterAll, beforeAll, expect, it } from "vitest";
import { type HttpStandIn, startHttpStandIn } from "./startHttpStandIn.ts";

let standIn: HttpStandIn;
beforeAll(async () => {
  standIn = await startHttpStandIn(() => ({ body: { ok: true } }));
});
afterAll(() => standIn?.stop());

it("allows CORS for pages on this machine only, never with a wildcard", async () => {
  const from = async (origin: string) =>
    (await fetch(`${standIn.url}/x`, { headers: { origin } })).headers.get("access-control-allow-origin");
  expect(await from("http://localhost:5173")).toBe("http://localhost:5173");
  expect(await from("http://127.0.0.1:8788")).toBe("http://127.0.0.1:8788");
  expect(await from("https://evil.example")).toBeNull();
  expect(await from("http://localhost.evil.example")).toBeNull();
  expect((await fetch(`${standIn.url}/x`)).headers.get("access-control-allow-origin")).toBeNull();
});
