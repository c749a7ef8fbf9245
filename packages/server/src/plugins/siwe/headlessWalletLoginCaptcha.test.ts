// The headless wallet sign-ins (useLoginWithSiwe, useLoginWithSiws: issue 18) with captcha on, over real HTTP:
// the hooks write their message with prepareSiweMessage / prepareSiwsMessage through the client's own API
// calls, which must carry the caller's captcha token to siwe/init and siws/init. Without a token the nonce is
// refused (invalid_captcha); with a solved ALTCHA token the message it answers signs the wallet in.
import { createApiClient } from "@foyer/core/api";
import { FoyerError } from "@foyer/core/errors";
import { prepareSiweMessage, prepareSiwsMessage } from "@foyer/core/wallets";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58, base64 } from "@scure/base";
import { solveChallenge } from "altcha-lib/v1";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";
const APP = "headless-captcha";
const page = { domain: "localhost:5173", uri: ORIGIN };

describe("headless SIWE and SIWS with captcha on", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      devOidcPort: false,
      appId: APP,
      apps: [
        {
          id: APP,
          allowed_origins: [ORIGIN],
          wallet_auth: true,
          solana_wallet_auth: true,
          captcha_enabled: true,
          captcha_altcha_maxnumber: 2000,
        },
      ],
    });
  });
  afterAll(() => t?.close());

  /** The client as a page of the app uses it (the browser sends the page's Origin). */
  const api = () =>
    createApiClient({
      appId: APP,
      serverUrl: t.url,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set("origin", ORIGIN);
        return fetch(input, { ...init, headers });
      },
    });

  async function altchaToken(): Promise<string> {
    const challenge = (await t.get("/api/v1/captcha/altcha/challenge", { appId: APP })).body;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error("no solution");
    const payload = { ...challenge, number: solution.number };
    delete payload.maxnumber;
    return Buffer.from(JSON.stringify(payload)).toString("base64");
  }

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => "resolved",
      (error: unknown) => (error instanceof FoyerError ? error.code : String(error)),
    );

  it("SIWE: no token is refused; a solved token yields a message that signs in", async () => {
    const client = api();
    const account = privateKeyToAccount(generatePrivateKey());
    const input = { address: account.address, chainId: 1, ...page };
    expect(await codeOf(prepareSiweMessage(client.siwe, input))).toBe("invalid_captcha");
    expect(await codeOf(prepareSiweMessage(client.siwe, { ...input, captchaToken: "junk" }))).toBe("captcha_failure");

    const message = await prepareSiweMessage(client.siwe, { ...input, captchaToken: await altchaToken() });
    const result = await client.siwe.authenticate({
      message,
      signature: await account.signMessage({ message }),
      chainId: 1,
      walletClientType: "unknown",
      connectorType: "injected",
    });
    expect(result.user.linkedAccounts).toEqual([expect.objectContaining({ type: "wallet", address: account.address })]);
  });

  it("SIWS: no token is refused; a solved token yields a message that signs in", async () => {
    const client = api();
    const secretKey = ed25519.utils.randomSecretKey();
    const address = base58.encode(ed25519.getPublicKey(secretKey));
    const input = { address, chainId: "mainnet", ...page };
    expect(await codeOf(prepareSiwsMessage(client.siws, input))).toBe("invalid_captcha");

    const message = await prepareSiwsMessage(client.siws, { ...input, captchaToken: await altchaToken() });
    const result = await client.siws.authenticate({
      message,
      signature: base64.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
      walletClientType: "unknown",
      connectorType: "solana_adapter",
    });
    expect(result.user.linkedAccounts).toEqual([expect.objectContaining({ type: "wallet", address })]);
  });
});
