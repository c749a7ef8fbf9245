import { describe, it } from "vitest";
import { createCustomJwtApi } from "../api/customJwt.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import * as customJwt from "./customJwt.ts";

describe("the client against the server's schemas (custom_jwt_account group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createCustomJwtApi(request);
    await api.authenticate({ token: "a.b.c" });
    await api.authenticate({ token: "a.b.c", mode: "no-signup" });
    await api.link({ token: "a.b.c" });
    expectBodiesFit(
      sent,
      {
        "custom_jwt_account/authenticate": customJwt.customJwtAuthenticateBody,
        "custom_jwt_account/link": customJwt.customJwtLinkBody,
      },
      customJwt,
    );
  });
});
