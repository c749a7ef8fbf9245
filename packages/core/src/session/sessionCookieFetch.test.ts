import { describe, expect, it } from "vitest";
import { sessionCookieFetch } from "./sessionCookieFetch.ts";

describe("sessionCookieFetch", () => {
  it("sends credentials and asks for cookie mode, keeping the request's own headers", async () => {
    const seen: RequestInit[] = [];
    const base: typeof fetch = async (_input, init) => {
      seen.push(init ?? {});
      return new Response("{}");
    };
    await sessionCookieFetch(base)("http://localhost:8787/api/v1/sessions", {
      method: "POST",
      headers: { "foyer-app-id": "my-app" },
    });
    const [init] = seen;
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("foyer-session-mode")).toBe("cookie");
    expect(headers.get("foyer-app-id")).toBe("my-app");
  });
});
