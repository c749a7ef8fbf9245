// The wallet frame's password recovery in real Chromium, driven at the protocol level from a bare host
// page (the recovery screens drive the same calls): set a password, a new device (fresh browser context)
// cannot sign until it recovers, a wrong password gets the spec's message, the right one gives back the same
// address, and the first device keeps its share across reloads. Host and frame are two origins of one site
// (127.0.0.1, different ports) so the frame's storage persists. In an app that forces MFA the new device's
// recovery share waits for MFA like the auth share, and one verification opens both.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type StartedServer, startServer } from "@foyer/server";
import { build } from "esbuild";
import type { Browser, BrowserContext } from "playwright-core";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedPglite } from "../packages/server/src/testing/openMigratedPglite.ts";
import { launchChromium } from "./launchChromium.ts";

/** An app that forces MFA: both shares are released only with a live MFA token. */
const MFA_APP = "e2e-recovery-mfa";
/** A copy of the database migrated once per run. */
const pglite = openMigratedPglite();
let api: StartedServer;
let browser: Browser;
let hostUrl: string;
let closeHost: () => void;

beforeAll(async () => {
  const script = (
    await build({
      entryPoints: [new URL("./walletProtocolHost.ts", import.meta.url).pathname],
      bundle: true,
      format: "esm",
      write: false,
      platform: "browser",
      // The workspace packages' sources (their exports point at dist/ for consumers).
      conditions: ["@foyer/source"],
    })
  ).outputFiles[0]?.text;
  const host = createServer((req, res) => {
    if (req.url === "/host.js") res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else
      res
        .writeHead(200, { "content-type": "text/html" })
        .end('<!doctype html><script type="module" src="/host.js"></script>');
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  closeHost = () => host.close();
  api = await startServer({
    pglite,
    mode: "development",
    port: 0,
    hostname: "127.0.0.1",
    devOidcPort: false,
    devAppOrigins: [hostUrl],
    apps: [{ id: MFA_APP, name: "MFA app", email_auth: true, allowed_origins: [hostUrl], mfa_required: true }],
    logger: { info() {}, warn() {}, error() {} },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await pglite.close();
  closeHost?.();
});

const latestCode = async (to: string) => {
  const entries = (await (await fetch(`${api.url}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    code: string;
  }[];
  return entries[0]?.code;
};

async function login(email: string, appId = "foyer-dev"): Promise<string> {
  const headers = { "content-type": "application/json", "foyer-app-id": appId };
  await fetch(`${api.url}/api/v1/passwordless/init`, { method: "POST", headers, body: JSON.stringify({ email }) });
  const auth = await fetch(`${api.url}/api/v1/passwordless/authenticate`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, code: await latestCode(email) }),
  });
  return ((await auth.json()) as { token: string }).token;
}

/** Enrols an SMS MFA method and verifies it, as the host page's MFA screens do: a live MFA token. */
async function mfaToken(accessToken: string, appId: string, number: string): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (await fetch(`${api.url}/api/v1/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "foyer-app-id": appId,
        authorization: `Bearer ${accessToken}`,
        origin: hostUrl,
      },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { token?: string };
  await post("mfa/passwordless_sms/init", { phone_number: number });
  await post("mfa/passwordless_sms/enroll", { phone_number: number, code: await latestCode(number) });
  // Enrolling starts no resend cooldown (MfaService): the verification code follows at once.
  await post("mfa/passwordless_sms/init", {});
  const verified = await post("mfa/verify", { method: "sms", code: await latestCode(number) });
  if (!verified.token) throw new Error(`mfa/verify: ${JSON.stringify(verified)}`);
  return verified.token;
}

type Answer = {
  ok: boolean;
  result?: Record<string, unknown>;
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
};

async function device(context: BrowserContext, appId = "foyer-dev") {
  const page = await context.newPage();
  await page.goto(hostUrl);
  await page.waitForFunction(() => "foyerCall" in globalThis);
  return {
    page,
    call: (op: string, payload: Record<string, unknown>) =>
      page.evaluate(
        (input) => (globalThis as unknown as { foyerCall: (i: unknown) => Promise<Answer> }).foyerCall(input),
        { frameUrl: api.walletFrameUrl ?? "", appId, op, payload },
      ),
  };
}

describe("embedded wallet password recovery (Chromium, two origins)", () => {
  it("recovers on a new device with the password, to the same address", async () => {
    const accessToken = await login(`recover-${Date.now()}@example.com`);
    const first = await browser.newContext();
    const a = await device(first);
    const created = await a.call("create", { accessToken });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const wallet = created.result?.wallet as { address: `0x${string}`; entropyId: string; entropyIdVerifier: string };
    const id = { accessToken, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    expect(
      (await a.call("setRecovery", { ...id, recoveryMethod: "user-passcode", recoveryPassword: "correct-horse" })).ok,
    ).toBe(true);

    // A new device: no share in its frame storage; connecting names the recovery method.
    const second = await browser.newContext();
    const b = await device(second);
    const notHere = await b.call("connect", id);
    expect(notHere.error?.details).toMatchObject({
      walletProxyErrorType: "wallet_not_on_device",
      recoveryMethod: "user-passcode",
    });
    const wrong = await b.call("recover", { ...id, recoveryPassword: "wrong-horse" });
    expect(wrong.error?.message).toBe("Invalid recovery password, please try again.");
    expect((await b.call("recover", { ...id, recoveryPassword: "correct-horse" })).ok).toBe(true);
    const ref = { ...id, chainType: "ethereum", hdWalletIndex: 0 };
    const signed = await b.call("signMessage", { ...ref, message: "recovered" });
    const signature = signed.result?.signature as `0x${string}`;
    expect(await verifyMessage({ address: wallet.address, message: "recovered", signature })).toBe(true);

    // The first device kept its share: after a reload (a new frame) it signs without recovering.
    await a.page.reload();
    await a.page.waitForFunction(() => "foyerCall" in globalThis);
    const again = await a.call("signMessage", { ...ref, message: "still here" });
    expect(
      await verifyMessage({
        address: wallet.address,
        message: "still here",
        signature: again.result?.signature as `0x${string}`,
      }),
    ).toBe(true);
    await first.close();
    await second.close();
  });

  it("in an app that forces MFA, a new device recovers after one MFA verification (both shares need it)", async () => {
    const accessToken = await login(`recover-mfa-${Date.now()}@example.com`, MFA_APP);
    const token = await mfaToken(accessToken, MFA_APP, `+1415${2_000_000 + (Date.now() % 7_000_000)}`);
    const first = await browser.newContext();
    const a = await device(first, MFA_APP);
    const created = await a.call("create", { accessToken });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const wallet = created.result?.wallet as { address: `0x${string}`; entropyId: string; entropyIdVerifier: string };
    const id = { accessToken, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    expect((await a.call("verifyMfa", { accessToken, mfaMethod: "sms", mfaToken: token })).ok).toBe(true);
    const secured = await a.call("setRecovery", {
      ...id,
      recoveryMethod: "user-passcode",
      recoveryPassword: "pony-42",
    });
    expect(secured.ok, JSON.stringify(secured)).toBe(true);

    // A new device: the recovery share is refused until MFA (the host's withMfaRetry runs it once on this
    // answer), then the same token opens both the recovery share and the auth share.
    const second = await browser.newContext();
    const b = await device(second, MFA_APP);
    const refused = await b.call("recover", { ...id, recoveryPassword: "pony-42" });
    expect(refused.error?.code).toBe("missing_or_invalid_mfa");
    expect((await b.call("verifyMfa", { accessToken, mfaMethod: "sms", mfaToken: token })).ok).toBe(true);
    const recovered = await b.call("recover", { ...id, recoveryPassword: "pony-42" });
    expect(recovered.ok, JSON.stringify(recovered)).toBe(true);
    const signed = await b.call("signMessage", { ...id, chainType: "ethereum", hdWalletIndex: 0, message: "mfa" });
    const signature = signed.result?.signature as `0x${string}`;
    expect(await verifyMessage({ address: wallet.address, message: "mfa", signature })).toBe(true);
    await first.close();
    await second.close();
  });
});
