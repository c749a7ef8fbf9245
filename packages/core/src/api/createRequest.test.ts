import { describe, expect, it } from "vitest";
import { FoyerError } from "../errors/FoyerError.ts";
import { type CannedResponse, fakeFetch } from "../testing/fakeFetch.ts";
import { createRequest } from "./createRequest.ts";

function request(answers: (CannedResponse | Error)[], now = () => Date.UTC(2025, 0, 1)) {
  const fake = fakeFetch(answers);
  return {
    request: createRequest({ appId: "app-1", serverUrl: "https://auth.test/base/", fetch: fake.fetch, now }),
    calls: fake.calls,
  };
}

async function failure(promise: Promise<unknown>): Promise<FoyerError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FoyerError)) throw new Error(`expected a FoyerError, got ${String(error)}`);
  return error;
}

describe("createRequest", () => {
  it("joins the server URL (with a base path) and /api/v1/", async () => {
    const { request: send, calls } = request([{ body: { ok: true } }]);
    await expect(send("users/me")).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe("https://auth.test/base/api/v1/users/me");
    expect(calls[0]?.headers).toMatchObject({
      "foyer-app-id": "app-1",
      accept: "application/json",
      "foyer-client": "foyer-js:3.5.0",
    });
  });

  it("defaults to POST with a body and GET without", async () => {
    const { request: send, calls } = request([{ status: 204 }, { status: 204 }]);
    await send("x", { body: { a: 1 } });
    await send("y");
    expect(calls.map((c) => c.method)).toEqual(["POST", "GET"]);
  });

  it("keeps a known code, the server message and extra details", async () => {
    const { request: send } = request([
      { status: 409, body: { error: "Transfer needed", code: "account_transfer_required", nonce: "n1" } },
    ]);
    const error = await failure(send("x"));
    expect(error).toMatchObject({ code: "account_transfer_required", status: 409, shortMessage: "Transfer needed" });
    expect(error.details).toEqual({ nonce: "n1" });
  });

  it("maps an unknown code to unknown_auth_error", async () => {
    const { request: send } = request([{ status: 500, body: { error: "boom", code: "exploded" } }]);
    expect(await failure(send("x"))).toMatchObject({ code: "unknown_auth_error", status: 500 });
  });

  it("maps a non-JSON error page to unknown_auth_error", async () => {
    const { request: send } = request([{ status: 502, body: "<html>Bad gateway</html>" }]);
    expect(await failure(send("x"))).toMatchObject({ code: "unknown_auth_error", status: 502 });
  });

  it("copies Retry-After seconds into details.retry_after (one spelling)", async () => {
    const { request: send } = request([
      { status: 429, body: { error: "Too many", code: "too_many_requests" }, headers: { "Retry-After": "30" } },
    ]);
    const error = await failure(send("x"));
    expect(error).toMatchObject({ code: "too_many_requests", status: 429, shortMessage: "Too many" });
    expect(error.details).toEqual({ retry_after: 30 });
  });

  it("keeps other details next to retry_after, and reads an HTTP-date Retry-After", async () => {
    const now = () => Date.UTC(2025, 0, 1, 0, 0, 0);
    const { request: send } = request(
      [
        {
          status: 429,
          body: { code: "too_many_requests", scope: "ip" },
          headers: { "retry-after": new Date(Date.UTC(2025, 0, 1, 0, 1, 30)).toUTCString() },
        },
      ],
      now,
    );
    expect((await failure(send("x"))).details).toEqual({ scope: "ip", retry_after: 90 });
  });

  it("keeps the body's retry_after and adds no second spelling", async () => {
    const { request: send } = request([
      { status: 429, body: { code: "too_many_requests", retry_after: 12 }, headers: { "retry-after": "12" } },
    ]);
    expect((await failure(send("x"))).details).toEqual({ retry_after: 12 });
  });

  it("falls back to too_many_requests for a bare 429, keeping Retry-After", async () => {
    const { request: send } = request([{ status: 429, body: "slow down", headers: { "retry-after": "5" } }]);
    const error = await failure(send("x"));
    expect(error).toMatchObject({ code: "too_many_requests", status: 429 });
    expect(error.details).toEqual({ retry_after: 5 });
  });

  it("ignores a malformed Retry-After", async () => {
    const { request: send } = request([
      { status: 429, body: { code: "too_many_requests" }, headers: { "retry-after": "soon" } },
    ]);
    expect((await failure(send("x"))).details).toBeUndefined();
  });

  it("turns a network failure into unknown_auth_error with the cause", async () => {
    const cause = new TypeError("fetch failed");
    const { request: send } = request([cause]);
    const error = await failure(send("x"));
    expect(error).toMatchObject({ code: "unknown_auth_error", status: 500 });
    expect(error.cause).toBe(cause);
  });

  it("rejects a 2xx answer that is not JSON", async () => {
    const { request: send } = request([{ status: 200, body: "not json" }]);
    expect(await failure(send("x"))).toMatchObject({ code: "unknown_auth_error" });
  });

  it("optional auth without a token provider sends no Authorization", async () => {
    const { request: send, calls } = request([{ status: 204 }]);
    await send("x", { auth: "optional" });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });
});
