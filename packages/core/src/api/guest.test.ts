import { describe, expect, it } from "vitest";
import {
  authBodyFixture,
  fakeApiClient as client,
  callSummary as summary,
  wireUserFixture,
} from "../testing/fakeApiClient.ts";

const wireUser = wireUserFixture;
const authBody = authBodyFixture;

describe("guest and customJwt", () => {
  it("guest.authenticate posts {} without a token", async () => {
    const { api, calls } = client([{ body: { ...authBody, user: { ...wireUser, is_guest: true } } }]);
    expect((await api.guest.authenticate()).user.isGuest).toBe(true);
    expect(summary(calls)).toEqual([["guest/authenticate", {}, null]]);
  });

  it("customJwt.authenticate (mode only when given) and link (authenticated)", async () => {
    const { api, calls } = client([{ body: authBody }, { body: authBody }, { body: wireUser }]);
    await api.customJwt.authenticate({ token: "jwt" });
    await api.customJwt.authenticate({ token: "jwt", mode: "no-signup" });
    await api.customJwt.link({ token: "jwt2" });
    expect(summary(calls)).toEqual([
      ["custom_jwt_account/authenticate", { token: "jwt" }, null],
      ["custom_jwt_account/authenticate", { token: "jwt", mode: "no-signup" }, null],
      ["custom_jwt_account/link", { token: "jwt2" }, "Bearer tok"],
    ]);
  });

  it("region refusals keep their reason detail for the client to route on", async () => {
    const { api } = client([
      {
        status: 400,
        body: {
          error: "SMS authentication from this region is not available",
          code: "not_supported",
          reason: "unsupported_region",
          region: "FR",
        },
      },
    ]);
    await expect(api.passwordlessSms.init({ phoneNumber: "+33612345678" })).rejects.toMatchObject({
      code: "not_supported",
      details: { reason: "unsupported_region" },
    });
  });
});
