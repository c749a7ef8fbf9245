import { describe, expect, it } from "vitest";
import {
  authBodyFixture,
  fakeApiClient as client,
  callSummary as summary,
  wireUserFixture,
} from "../testing/fakeApiClient.ts";

const wireUser = wireUserFixture;
const authBody = authBodyFixture;

describe("passkeys", () => {
  it("init calls unwrap { options }; register and authenticate sign in without a token", async () => {
    const options = { challenge: "abc", rp: { id: "app.example" } };
    const { api, calls } = client([
      { body: { options } },
      { body: authBody },
      { body: { options } },
      { body: authBody },
      { body: { options } },
    ]);
    const response = { id: "cred-1", response: {} };
    expect(await api.passkeys.registerInit({ userName: "Ada" })).toEqual(options);
    expect((await api.passkeys.register({ authenticatorResponse: response })).accessToken).toBe("access-1");
    expect(await api.passkeys.authenticateInit()).toEqual(options);
    await api.passkeys.authenticate({ authenticatorResponse: response, mode: "no-signup" });
    await api.passkeys.registerInit();
    expect(summary(calls)).toEqual([
      ["passkeys/register/init", { user_name: "Ada" }, null],
      ["passkeys/register", { authenticator_response: response }, null],
      ["passkeys/authenticate/init", {}, null],
      ["passkeys/authenticate", { authenticator_response: response, mode: "no-signup" }, null],
      ["passkeys/register/init", {}, null],
    ]);
  });

  it("link/init, link and unlink are authenticated", async () => {
    const { api, calls } = client([{ body: { options: { challenge: "x" } } }, { body: wireUser }, { body: wireUser }]);
    expect(await api.passkeys.linkInit()).toEqual({ challenge: "x" });
    await api.passkeys.link({ authenticatorResponse: { id: "c" } });
    await api.passkeys.unlink({ credentialId: "c" });
    expect(summary(calls)).toEqual([
      ["passkeys/link/init", {}, "Bearer tok"],
      ["passkeys/link", { authenticator_response: { id: "c" } }, "Bearer tok"],
      ["passkeys/unlink", { credential_id: "c" }, "Bearer tok"],
    ]);
  });

  it("maps cannot_link_more_of_type to a typed FoyerError with the server message", async () => {
    const { api } = client([
      { status: 400, body: { error: "Cannot link more passkeys to account.", code: "cannot_link_more_of_type" } },
    ]);
    await expect(api.passkeys.linkInit()).rejects.toMatchObject({
      code: "cannot_link_more_of_type",
      message: "Cannot link more passkeys to account.",
    });
  });
});
