// Cloud recovery end to end in Node against the real server: the wallet frame takes the Drive address
// from its own page (as rendered for the app), gets a Drive token through recovery OAuth with the local
// OpenID provider, keeps its key in the Drive stand-in served on the wallet origin, and a second frame
// (a new device) recovers the same wallet through Drive.
import { createHash, randomBytes } from "node:crypto";
import type { EmbeddedWalletInfo } from "@foyer/core";
import type { FrameCloudRecoveryConfig } from "@foyer/wallet-frame";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { frameCloudRecoveryConfig } from "../../domain/apps/frameCloudRecoveryConfig.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { devOidcSignIn } from "../../testing/devOidcSignIn.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";

const HOST = "http://localhost:5173";

describe("cloud recovery through the wallet frame (real server, Drive stand-in on the wallet origin)", () => {
  let t: TestServer;
  let frameUrl: string;
  beforeAll(async () => {
    t = await createTestServer({
      apps: [
        {
          id: "cloud-prod",
          name: "Cloud Prod",
          email_auth: true,
          allowed_origins: [HOST],
          recovery_oauth: {
            google: { client_id: "google-client", client_secret: "google-secret" },
            icloud: { container: "iCloud.com.example", environment: "production", api_token: "ck-token" },
          },
        },
      ],
    });
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  /** The frame page's injected config, as the frame's readFrameConfig sees it. */
  async function framePage(appId: string) {
    const response = await fetch(`${frameUrl}/apps/${appId}/embedded-wallets`);
    const html = await response.text();
    const json = /<script id="foyer-frame-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
    return {
      csp: response.headers.get("content-security-policy") ?? "",
      config: JSON.parse(json) as { cloudRecovery?: FrameCloudRecoveryConfig },
    };
  }

  const nodeFrame = (cloudRecovery: FrameCloudRecoveryConfig | undefined) =>
    nodeWalletFrame({ frameUrl, hostOrigin: HOST, ...(cloudRecovery ? { cloudRecovery } : {}) }).call;

  /** recovery/oauth/init → the local OpenID provider's sign-in as `name` → authenticate: a Drive token. */
  async function driveToken(token: string, name: string): Promise<string> {
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const stateCode = randomBytes(16).toString("base64url");
    const init = await t.post(
      "/api/v1/recovery/oauth/init",
      { redirect_to: `${HOST}/cb`, code_challenge: challenge, state_code: stateCode },
      { token },
    );
    const { redirect } = await devOidcSignIn(init.body.url, { name });
    const auth = await t.post(
      "/api/v1/recovery/oauth/authenticate",
      {
        authorization_code: redirect.searchParams.get("code"),
        state_code: stateCode,
        code_verifier: verifier,
        provider: "google-drive",
      },
      { token },
    );
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    return auth.body.access_token;
  }

  it("renders the dev frame with the stand-ins on its own origin, and an app's production settings as such", async () => {
    const dev = await framePage("foyer-dev");
    expect(dev.config.cloudRecovery?.googleDrive).toEqual({ apiUrl: `${frameUrl}/dev/google-drive` });
    expect(dev.config.cloudRecovery?.icloud).toMatchObject({
      apiUrl: `${frameUrl}/dev/cloudkit`,
      environment: "development",
    });
    const prod = await framePage("cloud-prod");
    expect(prod.config.cloudRecovery).toEqual({
      googleDrive: { apiUrl: "https://www.googleapis.com" },
      icloud: {
        apiUrl: "https://api.apple-cloudkit.com",
        container: "iCloud.com.example",
        environment: "production",
        apiToken: "ck-token",
      },
    });
    expect(prod.csp).toContain("connect-src 'self' https://www.googleapis.com https://api.apple-cloudkit.com;");
    // The export page has no use for the drive.
    const exportPage = await (await fetch(`${frameUrl}/apps/cloud-prod/embedded-wallets/export`)).text();
    expect(exportPage).not.toContain("cloudRecovery");
    // Production without settings: no provider at all (the frame answers not_supported).
    const bare = { settings: {} } as unknown as AppRecord;
    expect(frameCloudRecoveryConfig(bare, { devStandIns: false, frameOrigin: frameUrl })).toEqual({
      googleDrive: null,
      icloud: null,
    });
  });

  it("backs up to Drive and recovers the same wallet on a new device; another Drive account cannot", async () => {
    const { config } = await framePage("foyer-dev");
    const { token } = await t.login(`cloud-${Date.now()}@example.com`);
    const first = nodeFrame(config.cloudRecovery);
    const created = await first("create", { accessToken: token });
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const id = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    const set = await first("setRecovery", {
      ...id,
      recoveryMethod: "google-drive",
      recoveryAccessToken: await driveToken(token, "Cloud Owner"),
    });
    expect(set.ok, JSON.stringify(set)).toBe(true);
    const listed = await t.get("/api/v1/wallets", { token });
    expect(JSON.stringify(listed.body)).toContain("google-drive");

    const second = nodeFrame(config.cloudRecovery);
    const notHere = await second("connect", id);
    expect(notHere.ok).toBe(false);
    const stranger = await second("recover", { ...id, recoveryAccessToken: await driveToken(token, "Someone Else") });
    expect(stranger).toMatchObject({
      ok: false,
      error: { message: "Unable to recover wallet", details: { reason: "recovery_key_not_found" } },
    });
    const recovered = await second("recover", { ...id, recoveryAccessToken: await driveToken(token, "Cloud Owner") });
    expect(recovered.ok, JSON.stringify(recovered)).toBe(true);
    const signed = await second("signMessage", { ...id, chainType: "ethereum", hdWalletIndex: 0, message: "drive" });
    const signature = (signed as { result: { signature: `0x${string}` } }).result.signature;
    expect(await verifyMessage({ address: wallet.address as `0x${string}`, message: "drive", signature })).toBe(true);
  });

  it("the stand-ins on the wallet origin answer malformed requests with 4xx, never a 500", async () => {
    const { token } = await t.login(`garbage-${Date.now()}@example.com`);
    const drive = await driveToken(token, "Garbage Drive");
    const upload = (body: string, contentType = "multipart/related; boundary=b") =>
      fetch(`${frameUrl}/dev/google-drive/upload/drive/v3/files?uploadType=multipart`, {
        method: "POST",
        headers: { authorization: `Bearer ${drive}`, "content-type": contentType },
        body,
      });
    const part = (meta: string) => `--b\r\nContent-Type: application/json\r\n\r\n${meta}\r\n--b\r\n\r\nx\r\n--b--`;
    for (const response of [
      await upload("not multipart"),
      await upload(part("not json")),
      await upload(part('{"name":"k","parents":"appDataFolder"}')),
      await upload(part("null")),
      await upload("x", "text/plain"),
    ]) {
      expect(response.status).toBe(400);
    }
    const signIn = await fetch(`${frameUrl}/dev/cloudkit/signin`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ apple_id: "garbage@icloud.example", redirect_to: `${HOST}/cb` }),
    });
    const ck = encodeURIComponent(
      new URL(signIn.headers.get("location") ?? "").searchParams.get("ckWebAuthToken") ?? "",
    );
    const base = `${frameUrl}/dev/cloudkit/database/1/iCloud.dev.foyer/development/private`;
    const query = `?ckAPIToken=foyer-dev-cloudkit-token&ckWebAuthToken=${ck}`;
    for (const [op, body] of [
      ["records/modify", "not json"],
      ["records/modify", '{"operations":"x"}'],
      ["records/lookup", "null"],
      ["records/lookup", '{"records":{}}'],
    ] as const) {
      const response = await fetch(`${base}/${op}${query}`, { method: "POST", body });
      expect(response.status, `${op} ${body}`).toBe(400);
    }
    const odd = await fetch(`${base}/records/lookup${query}`, { method: "POST", body: '{"records":[null]}' });
    expect(odd.status).toBe(200);
    expect(await odd.json()).toEqual({ records: [{ serverErrorCode: "NOT_FOUND" }] });
  });
});
