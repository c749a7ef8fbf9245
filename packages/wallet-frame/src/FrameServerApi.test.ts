import { type WireEmbeddedWallet as CoreWireEmbeddedWallet, FoyerError } from "@foyer/core";
import { CLIENT_HEADER } from "@foyer/core/constants";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { FrameProver } from "./createFrameProver.ts";
import { createFrameServerApi, fromWireWallet, type WireEmbeddedWallet } from "./FrameServerApi.ts";
import { toFrameErrorBody } from "./toFrameErrorBody.ts";

/** A prover that names the request it signed, so the test sees which URL the proof is bound to. */
const prover: FrameProver = {
  proof: async (method, url, token) => `proof(${method} ${url} ${token})`,
  thumbprint: async () => "thumb",
};

/** The frame's API over a fetch that records each request and answers `answer`. */
function frameApi(answer: () => Response | Promise<Response>) {
  const seen: { url: string; headers: Headers; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof globalThis.fetch;
  const api = createFrameServerApi({ serverUrl: "http://127.0.0.1:8788/", appId: "app-1", prover, fetch });
  return { api, seen };
}

describe("createFrameServerApi: the frame calls /api/v1 through core's one API client", () => {
  it("sends what every client sends, plus the bearer token and a proof bound to the full URL", async () => {
    const { api, seen } = frameApi(() => Response.json({ auth_share: "share" }));
    expect(await api.getAuthShare("tok", "0xentropy", "mfa-tok")).toBe("share");
    const [request] = seen;
    expect(request?.url).toBe("http://127.0.0.1:8788/api/v1/embedded_wallets/auth_share");
    expect(request?.body).toEqual({ entropy_id: "0xentropy" });
    expect(request?.headers.get("foyer-app-id")).toBe("app-1");
    expect(request?.headers.get("authorization")).toBe("Bearer tok");
    expect(request?.headers.get("dpop")).toBe(
      "proof(POST http://127.0.0.1:8788/api/v1/embedded_wallets/auth_share tok)",
    );
    expect(request?.headers.get("foyer-mfa-token")).toBe("mfa-tok");
    // The SDK header core's client adds to every call: the frame's calls are no longer a client of their own.
    expect(request?.headers.get(CLIENT_HEADER)).toMatch(/^foyer-js:/);
  });

  it("reads an error answer as the core client does: a 429 gets retry_after from Retry-After", async () => {
    const { api } = frameApi(
      () =>
        new Response(JSON.stringify({ error: "Too many requests", code: "too_many_requests" }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "7" },
        }),
    );
    const error = await api.sendDeviceCode("tok", "0xentropy").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toMatchObject({ code: "too_many_requests", status: 429, details: { retry_after: 7 } });
  });

  it("keeps a request that got no answer the frame's generic error, not a sign-in error", async () => {
    const { api } = frameApi(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await api.deviceMethods("tok", "0xentropy").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(toFrameErrorBody(error)).toEqual({
      type: "error",
      code: "unknown_embedded_wallet_error",
      message: "An error has occurred, please try again.",
    });
  });
});

describe("the frame reads the wallet shape the server and the API client share", () => {
  const wire: CoreWireEmbeddedWallet = {
    id: "w1",
    address: "0x00000000000000000000000000000000000000aa",
    chain_type: "ethereum",
    wallet_index: 0,
    entropy_id: "0x00000000000000000000000000000000000000aa",
    entropy_id_verifier: "ethereum-address-verifier",
    recovery_method: "foyer-v2",
    imported: false,
    delegated: false,
  };

  it("is core's type, not one of its own", () => {
    expectTypeOf<WireEmbeddedWallet>().toEqualTypeOf<CoreWireEmbeddedWallet>();
  });

  it("maps a frame-held wallet and refuses one without an entropy (a server wallet)", () => {
    expect(fromWireWallet(wire)).toMatchObject({ walletId: "w1", hdWalletIndex: 0, recoveryMethod: "foyer-v2" });
    expect(() => fromWireWallet({ ...wire, entropy_id: null })).toThrow(FoyerError);
  });
});
