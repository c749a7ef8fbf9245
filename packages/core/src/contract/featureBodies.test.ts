import type { PublicClient } from "viem";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createAnalyticsApi } from "../api/analytics.ts";
import type { RequestFn } from "../api/createRequest.ts";
import { createMfaApi } from "../api/mfa.ts";
import { createPasskeysApi } from "../api/passkeys.ts";
import { createRecoveryOAuthApi } from "../api/recoveryOAuth.ts";
import { createWalletsApi } from "../api/wallets.ts";
import { scanRequestOf } from "../scan/scanRequestOf.ts";
import { wireUser } from "../testing/recordBodies.ts";
import { createEvmSponsorship } from "../transactions/createEvmSponsorship.ts";
import { createServerTransactionScan } from "../transactions/createServerTransactionScan.ts";
import { analyticsEventBody } from "./analytics.ts";
import {
  mfaPasskeyEnrollBody,
  mfaPasskeyInitBody,
  mfaSmsEnrollBody,
  mfaSmsInitBody,
  mfaUnenrollBody,
  mfaVerifyBody,
} from "./mfa.ts";
import {
  passkeyAuthenticateBody,
  passkeyAuthenticateInitBody,
  passkeyLinkInitBody,
  passkeyRegisterBody,
  passkeyRegisterInitBody,
  passkeyUnlinkBody,
} from "./passkeys.ts";
import { recoveryOAuthAuthenticateBody, recoveryOAuthInitBody, recoveryOAuthInitIcloudBody } from "./recovery.ts";
import { scanRequestSchema } from "./scan.ts";
import { sponsorshipCheckBody, sponsorshipRelayBody } from "./sponsorship.ts";
import { walletCreateBody, walletRpcBody } from "./wallets.ts";

// The client's bodies of the feature groups against the schemas the server validates with: a field the
// client spells differently, or a shape it builds that the server refuses, fails here.

const account = "0x00000000000000000000000000000000000000a1";
const token = "0x00000000000000000000000000000000000000b2";
const delegate = "0x00000000000000000000000000000000000000c3";

/** A RequestFn that records every body by path and answers what each caller reads. */
function recorder(answers: Record<string, unknown> = {}) {
  const sent = new Map<string, unknown[]>();
  const request = (async (path: string, init?: { body?: unknown }) => {
    sent.set(path, [...(sent.get(path) ?? []), init?.body]);
    return answers[path];
  }) as RequestFn;
  return { sent, request };
}

/** Every recorded body of `path` parses, strictly: a field the schema does not know is an error too. */
function expectAccepted(sent: Map<string, unknown[]>, path: string, schema: z.ZodType): void {
  const bodies = sent.get(path) ?? [];
  expect(bodies.length, path).toBeGreaterThan(0);
  for (const body of bodies) expect(schema.safeParse(body).error?.issues, path).toBeUndefined();
}

const benign = { validation: { status: "Success", result_type: "Benign" } };

describe("the client against the server's schemas (analytics, mfa, passkeys, recovery, scan, sponsorship, wallets)", () => {
  it("analytics_events: with and without a client id", async () => {
    const { sent, request } = recorder();
    const analytics = createAnalyticsApi(request);
    await analytics.send({ eventName: "modal_open", clientId: "c-1", payload: { screen: "email" } });
    await analytics.send({ eventName: "modal_close" });
    expectAccepted(sent, "analytics_events", analyticsEventBody);
    expect(Object.keys(sent.get("analytics_events")?.[0] as object).sort()).toEqual(
      Object.keys(analyticsEventBody.shape).sort(),
    );
  });

  it("scan/transaction: the transaction flow's scan and scanRequestOf's bodies", async () => {
    const { sent, request } = recorder({ "scan/transaction": benign });
    const scan = createServerTransactionScan(request);
    const tx = { to: token, data: "0xa9059cbb", value: 10n, gas: 21_000n, chainId: 1, from: account };
    await scan({
      ...tx,
      nonce: undefined,
      gasPrice: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    });
    expectAccepted(sent, "scan/transaction", scanRequestSchema);
    const context = { chainId: 1, account };
    const bodies = [
      scanRequestOf({ method: "eth_sendTransaction", params: [{ to: token, value: 5n, input: "0x" }] }, context),
      scanRequestOf({ method: "eth_signTransaction", params: [{ from: account, to: token, gas: "0x5208" }] }, context),
      scanRequestOf({ method: "eth_signTypedData_v4", params: [account, '{"primaryType":"Permit"}'] }, context),
    ];
    for (const body of bodies) expect(scanRequestSchema.safeParse(body).error?.issues).toBeUndefined();
  });

  it("sponsorship/check and sponsorship/transactions, first call (with an authorization) and later", async () => {
    const { sent, request } = recorder({
      sponsorship: { chains: [{ chain_id: 1, delegate }] },
      "sponsorship/check": { sponsored: true },
      "sponsorship/transactions": { hash: "0x01" },
    });
    let code: string | undefined;
    const publicClient = {
      getCode: async () => code,
      getTransactionCount: async () => 3,
      readContract: async () => 7n,
    } as unknown as PublicClient;
    const sponsorship = createEvmSponsorship({
      request,
      publicClient: async () => publicClient,
      signer: {
        address: account,
        signAuthorization: async ({ chainId, address, nonce }) => ({
          chainId,
          address,
          nonce,
          r: `0x${"1".repeat(64)}`,
          s: `0x${"2".repeat(64)}`,
          yParity: 1,
        }),
        signTypedData: async () => `0x${"ab".repeat(65)}`,
      },
    });
    const call = { chainId: 1, from: account, to: token, data: "0xa9059cbb", value: 0n };
    expect(await sponsorship.canSponsor(call)).toBe(true);
    await sponsorship.send({ chainId: 1, from: account, calls: [call, { to: token, data: undefined, value: 2n }] });
    code = `0xef0100${delegate.slice(2)}`;
    await sponsorship.send({ chainId: 1, from: account, calls: [call] });
    expectAccepted(sent, "sponsorship/check", sponsorshipCheckBody);
    expectAccepted(sent, "sponsorship/transactions", sponsorshipRelayBody);
    const [first, later] = (sent.get("sponsorship/transactions") ?? []) as { authorization: unknown }[];
    expect(first?.authorization).not.toBeNull();
    expect(later?.authorization).toBeNull();
  });

  it("mfa: enrol, verify and unenrol, by SMS and by passkey", async () => {
    const { sent, request } = recorder({
      "mfa/passwordless_sms/enroll": { mfa_methods: ["sms"] },
      "mfa/passkeys/init": { options: {} },
      "mfa/passkeys/enroll": { mfa_methods: ["sms", "passkey"] },
      "mfa/verify": { token: "m" },
      "mfa/unenroll": { mfa_methods: [] },
    });
    const mfa = createMfaApi(request);
    const assertion = {
      id: "cred",
      rawId: "cred",
      type: "public-key",
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      clientExtensionResults: {},
    };
    await mfa.smsInit({ phoneNumber: "+41 44 668 18 00" });
    await mfa.smsInit();
    await mfa.smsEnroll({ phoneNumber: "+41446681800", code: "123456", mfaToken: "m" });
    await mfa.passkeyInit({ purpose: "enroll" });
    await mfa.passkeyEnroll({ passkeyResponse: assertion });
    await mfa.verify({ method: "sms", code: "123456" });
    await mfa.verify({ method: "passkey", passkeyResponse: assertion });
    await mfa.unenroll({ method: "passkey", mfaToken: "m" });
    expectAccepted(sent, "mfa/passwordless_sms/init", mfaSmsInitBody.strict());
    expectAccepted(sent, "mfa/passwordless_sms/enroll", mfaSmsEnrollBody.strict());
    expectAccepted(sent, "mfa/passkeys/init", mfaPasskeyInitBody.strict());
    expectAccepted(sent, "mfa/passkeys/enroll", mfaPasskeyEnrollBody.strict());
    expectAccepted(sent, "mfa/verify", mfaVerifyBody);
    expectAccepted(sent, "mfa/unenroll", mfaUnenrollBody.strict());
    for (const body of sent.get("mfa/verify") ?? [])
      expect(Object.keys(body as object).every((key) => ["method", "code", "passkey_response"].includes(key))).toBe(
        true,
      );
  });

  it("passkeys: register, authenticate, link and unlink", async () => {
    const auth = { user: wireUser, token: "t", refresh_token: "r", is_new_user: true };
    const user = wireUser;
    const { sent, request } = recorder({
      "passkeys/register/init": { options: {} },
      "passkeys/authenticate/init": { options: {} },
      "passkeys/link/init": { options: {} },
      "passkeys/register": auth,
      "passkeys/authenticate": auth,
      "passkeys/link": user,
      "passkeys/unlink": user,
    });
    const passkeys = createPasskeysApi(request);
    const common = { id: "Y3JlZA", rawId: "Y3JlZA", type: "public-key", clientExtensionResults: {} };
    const registration = {
      ...common,
      response: { clientDataJSON: "e30", attestationObject: "AA", transports: ["usb"] },
    };
    const assertion = { ...common, response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } };
    await passkeys.registerInit({ userName: "Ada", captchaToken: "tok" });
    await passkeys.registerInit();
    await passkeys.register({ authenticatorResponse: registration });
    await passkeys.authenticateInit({ captchaToken: "tok" });
    await passkeys.authenticate({ authenticatorResponse: assertion, mode: "no-signup" });
    await passkeys.linkInit();
    await passkeys.link({ authenticatorResponse: registration });
    await passkeys.unlink({ credentialId: "Y3JlZA" });
    expectAccepted(sent, "passkeys/register/init", passkeyRegisterInitBody.strict());
    expectAccepted(sent, "passkeys/register", passkeyRegisterBody.strict());
    expectAccepted(sent, "passkeys/authenticate/init", passkeyAuthenticateInitBody.strict());
    expectAccepted(sent, "passkeys/authenticate", passkeyAuthenticateBody.strict());
    expectAccepted(sent, "passkeys/link/init", passkeyLinkInitBody.strict());
    expectAccepted(sent, "passkeys/link", passkeyRegisterBody.strict());
    expectAccepted(sent, "passkeys/unlink", passkeyUnlinkBody.strict());
  });

  it("recovery/oauth: Google Drive with PKCE, iCloud by web sign-in", async () => {
    const { sent, request } = recorder({ "recovery/oauth/authenticate": { access_token: "a" } });
    const recovery = createRecoveryOAuthApi(request);
    const state = "s".repeat(32);
    await recovery.init({ redirectTo: "https://app.example/cb", codeChallenge: "c".repeat(43), stateCode: state });
    await recovery.initIcloud({ redirectTo: "https://app.example/cb", stateCode: state });
    await recovery.initIcloud();
    await recovery.authenticate({
      authorizationCode: "code",
      stateCode: state,
      codeVerifier: "v".repeat(43),
      provider: "google-drive",
    });
    await recovery.authenticate({ authorizationCode: "token", stateCode: state, provider: "icloud" });
    expectAccepted(sent, "recovery/oauth/init", recoveryOAuthInitBody.strict());
    expectAccepted(sent, "recovery/oauth/init_icloud", recoveryOAuthInitIcloudBody.strict());
    expectAccepted(sent, "recovery/oauth/authenticate", recoveryOAuthAuthenticateBody.strict());
  });

  it("wallets: server-wallet mode creation and signing", async () => {
    const wallet = { id: "w1", address: account, chain_type: "ethereum", wallet_index: 0, delegated: false };
    const { sent, request } = recorder({
      wallets: { wallet },
      "wallets/w1/rpc": { data: { signature: "0x01" } },
    });
    const wallets = createWalletsApi(request);
    await wallets.create("ethereum");
    await wallets.rpc("w1", "personal_sign", ["0x68656c6c6f", account]);
    expectAccepted(sent, "wallets", walletCreateBody);
    expectAccepted(sent, "wallets/w1/rpc", walletRpcBody);
  });
});
