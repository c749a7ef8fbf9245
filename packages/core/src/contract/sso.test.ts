import { describe, it } from "vitest";
import { createSsoApi } from "../api/sso.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import * as sso from "./sso.ts";

const pkce = { codeChallenge: "c".repeat(43), stateCode: "s".repeat(22) };
const callback = { authorizationCode: "code-1", stateCode: "s".repeat(22), codeVerifier: "v".repeat(43) };

describe("the client against the server's schemas (sso group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createSsoApi(request);
    await api.init({ redirectTo: "https://app.example/sso", ...pkce });
    await api.init({ redirectTo: "https://app.example/sso", ...pkce, email: "ada@corp.example" });
    await api.authenticate(callback);
    await api.authenticate({ ...callback, mode: "no-signup" });
    await api.link(callback);
    await api.unlink({ issuer: "https://idp.example", subject: "sub-1" });
    expectBodiesFit(
      sent,
      {
        "sso/init": sso.ssoInitBody,
        "sso/authenticate": sso.ssoAuthenticateBody,
        "sso/link": sso.ssoLinkBody,
        "sso/unlink": sso.ssoUnlinkBody,
      },
      sso,
    );
  });
});
