// The cloud-recovery registry (core providers/recovery) drives the server (issue 12 item 3): the frame page's
// dev addresses, the stand-ins' mount points and the recovery/oauth provider names all come from each
// provider's entry, so a provider's file and its registry line are all the server needs to know about it.
import { CLOUD_RECOVERY_PROVIDERS, googleDriveRecovery, icloudRecovery } from "@foyer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { cloudRecoveryOrigins, frameCloudRecoveryConfig } from "../../domain/apps/frameCloudRecoveryConfig.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "https://app.example";

describe("cloud-recovery registry on the server", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      appId: "reg-app",
      apps: [
        { id: "reg-app", name: "Registry App", email_auth: true, allowed_origins: [ORIGIN] },
        {
          id: "reg-prod",
          name: "Registry Prod",
          email_auth: true,
          allowed_origins: [ORIGIN],
          recovery_oauth: { google: { client_id: "google-client", client_secret: "google-secret" } },
        },
      ],
    });
  });
  afterAll(() => t?.close());

  it("in development the frame page points every provider at its registry stand-in path", () => {
    const config = frameCloudRecoveryConfig({ id: "reg-app", settings: {} } as unknown as AppRecord, {
      devStandIns: true,
      frameOrigin: "http://127.0.0.1:8788",
    });
    expect(config.googleDrive?.apiUrl).toBe(`http://127.0.0.1:8788${googleDriveRecovery.devStandIn.path}`);
    expect(config.icloud).toMatchObject({
      apiUrl: `http://127.0.0.1:8788${icloudRecovery.devStandIn.path}`,
      container: icloudRecovery.devStandIn.container,
      apiToken: icloudRecovery.devStandIn.apiToken,
    });
    expect(cloudRecoveryOrigins(config)).toEqual(["http://127.0.0.1:8788"]);
  });

  it("the stand-ins answer under the registry's paths", async () => {
    // Drive without a bearer token: Drive's own 401; CloudKit's users/caller without a web token: 421 + sign-in.
    const drive = await fetch(`${t.url}${googleDriveRecovery.devStandIn.path}/drive/v3/files`);
    expect(drive.status).toBe(401);
    const caller = await fetch(
      `${t.url}${icloudRecovery.devStandIn.path}/database/1/${icloudRecovery.devStandIn.container}/development/public/users/caller?ckAPIToken=${icloudRecovery.devStandIn.apiToken}`,
    );
    expect(caller.status).toBe(421);
    expect(((await caller.json()) as { redirectURL: string }).redirectURL).toBe(icloudRecovery.devStandIn.signInPath);
    expect((await fetch(`${t.url}${icloudRecovery.devStandIn.signInPath}`)).status).toBe(200);
  });

  it("recovery/oauth/authenticate takes exactly the registered provider ids", async () => {
    const token = (await t.login(`reg-${Date.now()}@example.com`)).token;
    const body = (provider: string) => ({ authorization_code: "x", state_code: "s".repeat(32), provider });
    for (const provider of CLOUD_RECOVERY_PROVIDERS) {
      const answer = await t.post("/api/v1/recovery/oauth/authenticate", body(provider.id), { token });
      // Past validation: the unknown state is refused, not the provider.
      expect(answer.body.code, provider.id).toBe("oauth_unexpected");
    }
    const unknown = await t.post("/api/v1/recovery/oauth/authenticate", body("dropbox"), { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("invalid_data");
  });

  it("Google Drive's authorization URL is the registry's endpoint, scope and parameters", async () => {
    const email = `reg-scope-${Date.now()}@example.com`;
    await t.post("/api/v1/passwordless/init", { email }, { appId: "reg-prod" });
    const code = await t.readCode(email);
    const token = (await t.post("/api/v1/passwordless/authenticate", { email, code }, { appId: "reg-prod" })).body
      .token as string;
    const init = await t.post(
      "/api/v1/recovery/oauth/init",
      { redirect_to: `${ORIGIN}/cb`, code_challenge: "c".repeat(43), state_code: "s".repeat(32) },
      { token, appId: "reg-prod" },
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const url = new URL(init.body.url);
    const { authorization } = googleDriveRecovery;
    expect(`${url.origin}${url.pathname}`).toBe(authorization.authorizationEndpoint);
    expect(url.searchParams.get("scope")).toBe(authorization.scopes.join(" "));
    expect(url.searchParams.get("prompt")).toBe(authorization.parameters.prompt);
  });
});
