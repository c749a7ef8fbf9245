import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import {
  getOffchainMessageV0Encoder,
  getOffchainMessageV1Encoder,
  offchainMessageApplicationDomain,
  offchainMessageContentUtf8Of1232BytesMax,
  address as solanaAddress,
} from "@solana/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";
const TEN_MINUTES = 10 * 60_000;

interface Keypair {
  secretKey: Uint8Array;
  address: string;
}
function keypair(): Keypair {
  const secretKey = ed25519.utils.randomSecretKey();
  return { secretKey, address: base58.encode(ed25519.getPublicKey(secretKey)) };
}

/** The SIWS plain-text format, written out here from the spec (not with the code under test). */
function siwsMessage(fields: {
  domain?: string;
  address: string;
  statement?: string;
  uri?: string;
  chainId?: string;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date;
}): string {
  let text = `${fields.domain ?? "localhost:5173"} wants you to sign in with your Solana account:\n${fields.address}`;
  if (fields.statement !== undefined) text += `\n\n${fields.statement}`;
  const lines = [`URI: ${fields.uri ?? `${ORIGIN}/login`}`, "Version: 1"];
  if (fields.chainId) lines.push(`Chain ID: ${fields.chainId}`);
  lines.push(`Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt.toISOString()}`);
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime.toISOString()}`);
  return `${text}\n\n${lines.join("\n")}`;
}

/** compact-u16, as Solana's wire format writes lengths. */
function compact(n: number): number[] {
  const out: number[] = [];
  let value = n;
  do {
    let b = value & 0x7f;
    value >>= 7;
    if (value) b |= 0x80;
    out.push(b);
  } while (value);
  return out;
}

/** A legacy transaction message with one Memo v2 instruction, written out byte by byte. */
function memoTransaction(signer: string, memo: string, blockhash: Uint8Array = new Uint8Array(32)): Uint8Array {
  const data = new TextEncoder().encode(memo);
  return Uint8Array.from([
    1,
    0,
    1,
    ...compact(2),
    ...base58.decode(signer),
    ...base58.decode("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr"),
    ...blockhash,
    ...compact(1),
    1,
    ...compact(1),
    0,
    ...compact(data.length),
    ...data,
  ]);
}

describe.each(backends())("SIWS over real HTTP ($name)", (backend) => {
  let t: TestServer;
  const alice = keypair();
  const bob = keypair();
  const client = { wallet_client_type: "phantom", connector_type: "solana_adapter" };

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      devOidcPort: false,
      appId: "sol-app",
      apps: [
        { id: "captcha-app", allowed_origins: [ORIGIN], solana_wallet_auth: true, captcha_enabled: true },
        { id: "sol-app", allowed_origins: [ORIGIN], solana_wallet_auth: true, email_auth: true },
        { id: "no-sol", allowed_origins: [ORIGIN], solana_wallet_auth: false, wallet_auth: true },
      ],
    });
  });
  afterAll(() => t?.close());

  async function signed(
    wallet: Keypair,
    fields: Partial<Parameters<typeof siwsMessage>[0]> = {},
    options: { signer?: Keypair; appId?: string } = {},
  ) {
    let nonce = fields.nonce;
    if (nonce === undefined) {
      const init = await t.post("/api/v1/siws/init", { address: wallet.address }, { appId: options.appId });
      expect(init.status, JSON.stringify(init.body)).toBe(200);
      nonce = init.body.nonce as string;
    }
    const message = siwsMessage({
      address: wallet.address,
      statement: "Sign in to Foyer",
      chainId: "mainnet",
      issuedAt: new Date(t.clock.now()),
      ...fields,
      nonce,
    });
    const signature = ed25519.sign(new TextEncoder().encode(message), (options.signer ?? wallet).secretKey);
    return { message, signature: Buffer.from(signature).toString("base64"), ...client };
  }
  const authenticate = (body: unknown, appId = "sol-app") => t.post("/api/v1/siws/authenticate", body, { appId });

  it("signs in with a valid message; the same wallet is the same user", async () => {
    const first = await authenticate(await signed(alice));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.is_new_user).toBe(true);
    expect(first.body.user.linked_accounts[0]).toMatchObject({
      type: "wallet",
      address: alice.address,
      chain_type: "solana",
      chain_id: "solana:mainnet",
      wallet_client_type: "phantom",
    });
    // No statement, no chain id: still a valid message.
    const again = await authenticate(await signed(alice, { statement: undefined, chainId: undefined }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it("refuses a tampered signature, a tampered message and another key's signature", async () => {
    const body = await signed(alice);
    const bytes = Buffer.from(body.signature, "base64");
    bytes[0] = (bytes[0] as number) ^ 1;
    const tampered = await authenticate({ ...body, signature: bytes.toString("base64") });
    expect(tampered.status).toBe(401);
    expect(tampered.body.code).toBe("invalid_credentials");
    const edited = await authenticate({
      ...body,
      message: body.message.replace("Sign in to Foyer", "Sign in to Foyes"),
    });
    expect(edited.status).toBe(401);
    const forged = await authenticate(await signed(alice, {}, { signer: bob }));
    expect(forged.status).toBe(401);
    // The untampered one still works: failures did not use its nonce.
    expect((await authenticate(body)).status).toBe(200);
  });

  it("a nonce works once and for 10 minutes, only for its own address", async () => {
    const body = await signed(alice);
    expect((await authenticate(body)).status).toBe(200);
    const replay = await authenticate(body);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("invalid_credentials");

    const init = await t.post("/api/v1/siws/init", { address: alice.address });
    t.clock.advance(TEN_MINUTES + 1_000);
    expect((await authenticate(await signed(alice, { nonce: init.body.nonce }))).status).toBe(401);

    const bobsNonce = await t.post("/api/v1/siws/init", { address: bob.address });
    expect((await authenticate(await signed(alice, { nonce: bobsNonce.body.nonce }))).status).toBe(401);
  });

  it("binds the message to an allowed origin, a sane time and a size cap", async () => {
    const wrongDomain = await authenticate(
      await signed(alice, { domain: "evil.example", uri: "https://evil.example" }),
    );
    expect(wrongDomain.status).toBe(400);
    expect(wrongDomain.body.code).toBe("invalid_message");
    const wrongUri = await authenticate(await signed(alice, { uri: "https://evil.example/" }));
    expect(wrongUri.body.code).toBe("invalid_message");
    const expired = await authenticate(await signed(alice, { expirationTime: new Date(t.clock.now() - 1_000) }));
    expect(expired.body.code).toBe("invalid_message");
    const big = await authenticate(await signed(alice, { statement: "x".repeat(4_100) }));
    expect(big.body.code).toBe("invalid_message");
    const notSiws = await authenticate({ ...(await signed(alice)), message: "hello" });
    expect(notSiws.body.code).toBe("invalid_message");
    const unknownType = await authenticate({ ...(await signed(alice)), message_type: "eip712" });
    expect(unknownType.body.code).toBe("invalid_data");
  });

  /** The SIWS text wrapped as a Solana off-chain message, encoded by @solana/kit (or by hand: legacy). */
  function offchain(text: string, layout: "v0" | "v1" | "legacy", signer: string): Uint8Array {
    const signatories = [{ address: solanaAddress(signer) }];
    if (layout === "v1") {
      return new Uint8Array(
        getOffchainMessageV1Encoder().encode({ version: 1, content: text, requiredSignatories: signatories }),
      );
    }
    if (layout === "v0") {
      return new Uint8Array(
        getOffchainMessageV0Encoder().encode({
          version: 0,
          applicationDomain: offchainMessageApplicationDomain(signer),
          content: offchainMessageContentUtf8Of1232BytesMax(text),
          requiredSignatories: signatories,
        }),
      );
    }
    const body = new TextEncoder().encode(text);
    const header = Uint8Array.from([0xff, ...new TextEncoder().encode("solana offchain"), 0, 1]);
    return Uint8Array.from([...header, body.length & 0xff, body.length >> 8, ...body]);
  }

  async function offchainSigned(wallet: Keypair, layout: "v0" | "v1" | "legacy", headerSigner = wallet.address) {
    const { message: text } = await signed(wallet);
    const bytes = offchain(text, layout, headerSigner);
    return {
      message: Buffer.from(bytes).toString("base64"),
      signature: Buffer.from(ed25519.sign(bytes, wallet.secretKey)).toString("base64"),
      message_type: "offchain",
      ...client,
    };
  }

  it.each(["v0", "v1", "legacy"] as const)("signs in with an off-chain message (%s), once", async (layout) => {
    const body = await offchainSigned(alice, layout);
    const first = await authenticate(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.user.linked_accounts[0]).toMatchObject({ type: "wallet", address: alice.address });
    // Replay of the same signed bytes.
    const replay = await authenticate(body);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("invalid_credentials");
  });

  it("refuses a tampered off-chain message, a foreign header signer and a plain signature sent as off-chain", async () => {
    const body = await offchainSigned(alice, "v0");
    const signature = Buffer.from(body.signature, "base64");
    signature[5] = (signature[5] as number) ^ 1;
    const tampered = await authenticate({ ...body, signature: signature.toString("base64") });
    expect(tampered.status).toBe(401);
    expect(tampered.body.code).toBe("invalid_credentials");
    const bytes = Buffer.from(body.message, "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    const edited = await authenticate({ ...body, message: bytes.toString("base64") });
    expect(edited.status).not.toBe(200);
    const foreign = await authenticate(await offchainSigned(alice, "v1", bob.address));
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe("invalid_message");
    const plain = await signed(alice);
    const notOffchain = await authenticate({
      ...plain,
      message: Buffer.from(plain.message).toString("base64"),
      message_type: "offchain",
    });
    expect(notOffchain.body.code).toBe("invalid_message");
  });

  it("accepts a Ledger's memo-only transaction message holding the SIWS text, and nothing riskier", async () => {
    const ledgerSigned = (text: string, blockhash?: Uint8Array, signer = alice) => {
      const bytes = memoTransaction(signer.address, text, blockhash);
      return {
        ...client,
        message_type: "transaction",
        message: Buffer.from(bytes).toString("base64"),
        signature: Buffer.from(ed25519.sign(bytes, signer.secretKey)).toString("base64"),
      };
    };
    const ok = await authenticate(ledgerSigned((await signed(alice)).message));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user.linked_accounts[0]).toMatchObject({ type: "wallet", address: alice.address });
    // A real blockhash would make the signed transaction executable: refused.
    const live = await authenticate(ledgerSigned((await signed(alice)).message, new Uint8Array(32).fill(7)));
    expect(live.body.code).toBe("invalid_message");
    // Bob signing a transaction whose memo names Alice proves nothing about Alice.
    const other = await authenticate(ledgerSigned((await signed(alice)).message, undefined, bob));
    expect(other.body.code).toBe("invalid_message");
    // The plain text sent as a transaction is not a transaction.
    const plain = await authenticate({ ...(await signed(alice)), message_type: "transaction" });
    expect(plain.body.code).toBe("invalid_message");
  });

  it("init checks the captcha token when the app turns captcha on", async () => {
    const missing = await t.post("/api/v1/siws/init", { address: alice.address }, { appId: "captcha-app" });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("invalid_captcha");
    const junk = await t.post(
      "/api/v1/siws/init",
      { address: alice.address, captcha_token: "junk" },
      { appId: "captcha-app" },
    );
    expect(junk.body.code).toBe("captcha_failure");
  });

  it("answers 403 disallowed_login_method when solana_wallet_auth is off", async () => {
    const response = await authenticate(await signed(alice, {}, { appId: "no-sol" }), "no-sol");
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("disallowed_login_method");
  });

  it("links, unlinks, and transfers a wallet held by another user", async () => {
    const { token } = await t.login("siws-link@example.com");
    const carol = keypair();
    const linked = await t.post("/api/v1/siws/link", await signed(carol), { token });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts).toContainEqual(
      expect.objectContaining({ type: "wallet", address: carol.address }),
    );
    const unlinked = await t.post("/api/v1/siws/unlink", { address: carol.address }, { token });
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);

    expect((await authenticate(await signed(carol))).status).toBe(200);
    const taken = await t.post("/api/v1/siws/link", await signed(carol), { token });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");
    const moved = await t.post("/api/v1/siws/transfer", { nonce: taken.body.nonce }, { token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.linked_accounts).toContainEqual(
      expect.objectContaining({ type: "wallet", address: carol.address }),
    );
  });
});
