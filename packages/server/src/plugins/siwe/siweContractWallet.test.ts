import { type Anvil, deployContract, devAccount, startAnvil, TestSmartWallet } from "@foyer/devchain";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";

/**
 * A contract wallet signs in on a real local chain: TestSmartWallet (EIP-1271, valid when its owner key
 * signed) is deployed on anvil, and the app's `evm_rpc_urls` points chain 31337 at it.
 */
describe("SIWE with an EIP-1271 contract wallet on anvil", () => {
  let anvil: Anvil;
  let t: TestServer;
  let wallet: `0x${string}`;
  const owner = privateKeyToAccount(generatePrivateKey());
  const stranger = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    anvil = await startAnvil();
    wallet = await deployContract(anvil.rpcUrl, devAccount(0), TestSmartWallet, [owner.address]);
    t = await createTestServer({
      devOidcPort: false,
      appId: "chain-app",
      apps: [
        {
          id: "chain-app",
          allowed_origins: [ORIGIN],
          wallet_auth: true,
          email_auth: true,
          evm_rpc_urls: { "31337": anvil.rpcUrl },
        },
        { id: "no-rpc-app", allowed_origins: [ORIGIN], wallet_auth: true },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  async function signedBy(signer: typeof owner, appId = "chain-app", chainId = 31337) {
    const init = await t.post("/api/v1/siwe/init", { address: wallet }, { appId });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const message = createSiweMessage({
      address: wallet,
      domain: "localhost:5173",
      uri: ORIGIN,
      chainId,
      nonce: init.body.nonce,
      version: "1",
      issuedAt: new Date(t.clock.now()),
    });
    return {
      message,
      signature: await signer.signMessage({ message }),
      chain_id: chainId,
      wallet_client_type: "safe",
      connector_type: "injected",
    };
  }

  it("signs in the contract's address when its owner signed", async () => {
    const response = await t.post("/api/v1/siwe/authenticate", await signedBy(owner));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.user.linked_accounts[0]).toMatchObject({
      type: "wallet",
      address: wallet,
      chain_id: "eip155:31337",
    });
  });

  it("refuses a signature by anyone else, and the owner's one where the app has no RPC for the chain", async () => {
    const forged = await t.post("/api/v1/siwe/authenticate", await signedBy(stranger));
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe("invalid_credentials");
    const noRpc = await t.post("/api/v1/siwe/authenticate", await signedBy(owner, "no-rpc-app"), {
      appId: "no-rpc-app",
    });
    expect(noRpc.status).toBe(401);
  });

  it("links the contract as a smart wallet of an email user", async () => {
    const { token } = await t.login("smart-owner@example.com");
    const { message, signature } = await signedBy(owner);
    const linked = await t.post(
      "/api/v1/siwe/link_smart_wallet",
      { message, signature, chain_id: 31337, smart_wallet_type: "test_smart_wallet" },
      { token },
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts).toContainEqual(
      expect.objectContaining({ type: "smart_wallet", address: wallet, smart_wallet_type: "test_smart_wallet" }),
    );
  });
});
