import { type WireEmbeddedWallet as CoreWireEmbeddedWallet, FoyerError } from "@foyer/core";
import { CLIENT_HEADER } from "@foyer/core/constants";
import {
  embeddedWalletAddBody,
  embeddedWalletRegisterBody,
  embeddedWalletReplaceBody,
  embeddedWalletResolveBody,
  embeddedWalletShareRequestBody,
  mfaVerifyBody,
  walletDeviceCodeBody,
  walletDeviceCodeRequestBody,
  walletDeviceLegacyBody,
  walletDevicePasskeyRegisterBody,
  walletDevicePasskeyVerifyBody,
  walletDeviceSignatureBody,
  walletFrameMfaEmptyBody,
  walletFrameMfaPasskeyInitBody,
} from "@foyer/core/contract";
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

describe("the frame's share calls send what the server's schemas accept (one definition, @foyer/core/contract)", () => {
  it("every body passes the strict schema the server validates it with", async () => {
    const wallet = {
      id: "w1",
      address: "0x00000000000000000000000000000000000000aa",
      chain_type: "ethereum",
      wallet_index: 1,
      entropy_id: "0x00000000000000000000000000000000000000aa",
      entropy_id_verifier: "ethereum-address-verifier",
      recovery_method: "user-passcode",
      imported: false,
      delegated: false,
    };
    const { api, seen } = frameApi(() =>
      Response.json({ wallet, auth_share: "a", recovery_method: "user-passcode", recovery_share: "r" }),
    );
    const entropyId = wallet.entropy_id;
    const share = "share-0123456789abcdef";
    const proofKey = "A".repeat(43);
    await api.registerEntropy("tok", {
      chainType: "ethereum",
      address: entropyId,
      entropyId,
      entropyIdVerifier: "ethereum-address-verifier",
      authShare: share,
      recoveryMethod: "user-passcode",
      recoveryShare: share,
      recoveryProofKey: proofKey,
    });
    await api.addWallet("tok", { entropyId, chainType: "ethereum", hdWalletIndex: 1, address: entropyId });
    await api.resolveWallet("tok", "w1");
    await api.getAuthShare("tok", entropyId, null, "export");
    await api.getRecoveryShare("tok", entropyId, "mfa-tok");
    await api.replaceShares("tok", {
      entropyId,
      authShare: share,
      recoveryMethod: "user-passcode",
      recoveryShare: share,
      recoveryProofKey: proofKey,
    });
    const schemas = {
      embedded_wallets: embeddedWalletRegisterBody,
      "embedded_wallets/add": embeddedWalletAddBody,
      "embedded_wallets/resolve": embeddedWalletResolveBody,
      "embedded_wallets/auth_share": embeddedWalletShareRequestBody,
      "embedded_wallets/recovery_share": embeddedWalletShareRequestBody,
      "embedded_wallets/shares": embeddedWalletReplaceBody,
    };
    expect(seen.map((request) => request.url.split("/api/v1/")[1])).toEqual(Object.keys(schemas));
    for (const request of seen) {
      const schema = schemas[request.url.split("/api/v1/")[1] as keyof typeof schemas];
      expect(schema.safeParse(request.body).success).toBe(true);
    }
    // Both shares are released under the app's MFA rule: the recovery share carries the token too.
    const recovery = seen.find((request) => request.url.endsWith("/embedded_wallets/recovery_share"));
    expect(recovery?.headers.get("foyer-mfa-token")).toBe("mfa-tok");
  });
});

describe("the frame's device and MFA calls send what the server's schemas accept (@foyer/core/contract)", () => {
  it("every body passes the strict schema the server validates it with", async () => {
    const { api, seen } = frameApi(() => Response.json({ options: {}, token: "m", methods: [] }));
    const entropyId = "0x00000000000000000000000000000000000000aa";
    const common = { id: "Y3JlZA", rawId: "Y3JlZA", type: "public-key", clientExtensionResults: {} };
    const registration = { ...common, response: { clientDataJSON: "e30", attestationObject: "AA" } };
    const assertion = { ...common, response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } };
    await api.registerDevice("tok", { entropyId, signRegistration: async () => "s".repeat(86) });
    await api.registerLegacyDevice("tok", {
      entropyId,
      recoveryProofKey: "A".repeat(43),
      signLegacy: async () => `0x${"ab".repeat(65)}`,
    });
    await api.sendDeviceCode("tok", entropyId, "sms");
    await api.sendDeviceCode("tok", entropyId);
    await api.verifyDeviceCode("tok", { entropyId, code: "123456", channel: "email" });
    await api.deviceMethods("tok", entropyId);
    await api.walletPasskeyCreation("tok", entropyId);
    await api.addWalletPasskey("tok", entropyId, registration);
    await api.walletPasskeyRequest("tok", entropyId);
    await api.verifyDevicePasskey("tok", entropyId, assertion);
    await api.verifyMfa("tok", { method: "sms", code: "123456", hostOrigin: null });
    await api.verifyMfa("tok", { method: "passkey", passkeyResponse: assertion, hostOrigin: "https://app.example" });
    await api.listMfaMethods("tok");
    await api.sendMfaSms("tok");
    await api.mfaPasskeyOptions("tok", "https://app.example");
    const schemas = {
      "embedded_wallets/devices": walletDeviceSignatureBody,
      "embedded_wallets/devices/legacy": walletDeviceLegacyBody,
      "embedded_wallets/devices/code": walletDeviceCodeRequestBody,
      "embedded_wallets/devices/verify": walletDeviceCodeBody,
      "embedded_wallets/devices/methods": walletDeviceCodeRequestBody,
      "embedded_wallets/devices/passkeys/register/init": walletDeviceCodeRequestBody,
      "embedded_wallets/devices/passkeys/register": walletDevicePasskeyRegisterBody,
      "embedded_wallets/devices/passkeys/verify/init": walletDeviceCodeRequestBody,
      "embedded_wallets/devices/passkeys/verify": walletDevicePasskeyVerifyBody,
      "embedded_wallets/mfa/verify": mfaVerifyBody,
      "embedded_wallets/mfa/methods": walletFrameMfaEmptyBody,
      "embedded_wallets/mfa/passwordless_sms/init": walletFrameMfaEmptyBody,
      "embedded_wallets/mfa/passkeys/init": walletFrameMfaPasskeyInitBody,
    };
    expect(new Set(seen.map((request) => request.url.split("/api/v1/")[1]))).toEqual(new Set(Object.keys(schemas)));
    for (const request of seen) {
      const path = request.url.split("/api/v1/")[1] as keyof typeof schemas;
      expect(schemas[path].safeParse(request.body).error?.issues, path).toBeUndefined();
    }
    // mfa/verify is a union: each branch carries only its own fields.
    const verify = seen.filter((request) => request.url.endsWith("/embedded_wallets/mfa/verify"));
    expect(verify.map((request) => Object.keys(request.body as object))).toEqual([
      ["method", "code"],
      ["method", "passkey_response"],
    ]);
  });
});
