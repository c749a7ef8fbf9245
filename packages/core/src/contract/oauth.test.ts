import { describe, it } from "vitest";
import { createOAuthApi } from "../api/oauth.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import * as oauth from "./oauth.ts";
import { transferBody } from "./passwordless.ts";

const pkce = { redirectTo: "https://app.example/oauth", codeChallenge: "c".repeat(43), stateCode: "s".repeat(22) };
const callback = {
  provider: "google" as const,
  authorizationCode: "code-1",
  stateCode: "s".repeat(22),
  codeVerifier: "v".repeat(43),
};

describe("the client against the server's schemas (oauth group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createOAuthApi(request);
    await api.init({ provider: "google", ...pkce });
    await api.init({ provider: "custom:acme_1", ...pkce, captchaToken: "tok" });
    await api.authenticate(callback);
    await api.authenticate({ ...callback, mode: "no-signup" });
    await api.link({ ...callback, provider: "custom:acme_1" });
    await api.unlink({ provider: "github", subject: "12345" });
    await api.transfer({ nonce: "n-1" });
    expectBodiesFit(
      sent,
      {
        "oauth/init": oauth.oauthInitBody,
        "oauth/authenticate": oauth.oauthAuthenticateBody,
        "oauth/link": oauth.oauthLinkBody,
        "oauth/unlink": oauth.oauthUnlinkBody,
        "oauth/transfer": transferBody,
      },
      oauth,
    );
  });
});
