import { SiweMessage } from "siwe";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";

/**
 * Cross-check with an implementation nobody here wrote: the `siwe` npm package (Spruce's reference
 * EIP-4361 library, which parses with its own ABNF grammar and verifies with ethers).
 */
describe("SIWE cross-check with the siwe npm package", () => {
  let t: TestServer;
  const account = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    t = await createTestServer({
      devOidcPort: false,
      appId: "x-app",
      apps: [{ id: "x-app", allowed_origins: [ORIGIN], wallet_auth: true }],
    });
  });
  afterAll(() => t?.close());

  const nonce = async () => (await t.post("/api/v1/siwe/init", { address: account.address })).body.nonce as string;
  const authenticate = (message: string, signature: string, chainId = 1) =>
    t.post("/api/v1/siwe/authenticate", {
      message,
      signature,
      chain_id: chainId,
      wallet_client_type: "metamask",
      connector_type: "injected",
    });

  it("accepts a message the siwe package wrote, with every optional field", async () => {
    const now = t.clock.now();
    const message = new SiweMessage({
      domain: "localhost:5173",
      address: account.address,
      statement: "Sign in to the cross-check app.",
      uri: `${ORIGIN}/login`,
      version: "1",
      chainId: 10,
      nonce: await nonce(),
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 5 * 60_000).toISOString(),
      notBefore: new Date(now - 60_000).toISOString(),
      requestId: "request-42",
      resources: ["https://example.com/terms", "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"],
    }).prepareMessage();
    const response = await authenticate(message, await account.signMessage({ message }), 10);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.user.linked_accounts[0]).toMatchObject({ address: account.address, chain_id: "eip155:10" });
  });

  it("accepts a minimal siwe-package message (no statement), and still refuses it replayed", async () => {
    const message = new SiweMessage({
      domain: "localhost:5173",
      address: account.address,
      uri: ORIGIN,
      version: "1",
      chainId: 1,
      nonce: await nonce(),
      issuedAt: new Date(t.clock.now()).toISOString(),
    }).prepareMessage();
    const signature = await account.signMessage({ message });
    expect((await authenticate(message, signature)).status).toBe(200);
    expect((await authenticate(message, signature)).status).toBe(401);
  });

  it("refuses a siwe-package message for another domain", async () => {
    const message = new SiweMessage({
      domain: "evil.example",
      address: account.address,
      uri: "https://evil.example",
      version: "1",
      chainId: 1,
      nonce: await nonce(),
      issuedAt: new Date(t.clock.now()).toISOString(),
    }).prepareMessage();
    const response = await authenticate(message, await account.signMessage({ message }));
    expect(response.body.code).toBe("invalid_message");
  });

  it("the message our client builds (viem) parses and verifies with the siwe package", async () => {
    const serverNonce = await nonce();
    // What @foyer/react's signInWithEthereum writes.
    const message = createSiweMessage({
      domain: "localhost:5173",
      address: account.address,
      statement: "Sign in to Foyer",
      uri: `${ORIGIN}/`,
      version: "1",
      chainId: 8453,
      nonce: serverNonce,
      issuedAt: new Date(),
    });
    const signature = await account.signMessage({ message });
    const parsed = new SiweMessage(message);
    expect(parsed).toMatchObject({
      domain: "localhost:5173",
      address: account.address,
      chainId: 8453,
      nonce: serverNonce,
      statement: "Sign in to Foyer",
    });
    const verified = await parsed.verify({ signature, domain: "localhost:5173", nonce: serverNonce });
    expect(verified.success).toBe(true);
    // And siwe refuses it with a signature by another key, so the check above can fail.
    const other = privateKeyToAccount(generatePrivateKey());
    const forged = await new SiweMessage(message)
      .verify({ signature: await other.signMessage({ message }) }, { suppressExceptions: true })
      .catch((error: { success: boolean }) => error);
    expect(forged.success).toBe(false);
    // The same message is what the server accepts.
    expect((await authenticate(message, signature, 8453)).status).toBe(200);
  });
});
