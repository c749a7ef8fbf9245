import { describe, it } from "vitest";
import { createCrossAppApi } from "../api/crossApp.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import * as crossApp from "./crossApp.ts";

const pkce = { providerAppId: "provider-app", codeChallenge: "c".repeat(43), stateCode: "s".repeat(22) };
const callback = { code: "code-1", stateCode: "s".repeat(22), codeVerifier: "v".repeat(43) };

describe("the client against the server's schemas (cross-app group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createCrossAppApi(request);
    await api.init(pkce);
    await api.init({ ...pkce, redirectTo: "https://app.example/back" });
    await api.authenticate(callback);
    await api.authenticate({ ...callback, mode: "no-signup" });
    await api.link(callback);
    await api.unlink({ subject: "did:foyer:1" });
    expectBodiesFit(
      sent,
      {
        "cross-app/init": crossApp.crossAppInitBody,
        "cross-app/authenticate": crossApp.crossAppAuthenticateBody,
        "cross-app/link": crossApp.crossAppLinkBody,
        "cross-app/unlink": crossApp.crossAppUnlinkBody,
      },
      crossApp,
      // The provider app's consent page posts it (its inline script), tested in server crossApp.test.ts.
      { crossAppApproveBody: "server/src/plugins/crossApp/renderCrossAppPage.ts" },
    );
  });
});
