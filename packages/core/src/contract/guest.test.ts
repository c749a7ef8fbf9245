import { describe, it } from "vitest";
import { createGuestApi } from "../api/guest.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import * as guest from "./guest.ts";

describe("the client against the server's schemas (guest group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createGuestApi(request);
    await api.authenticate();
    await api.authenticate({ captchaToken: "tok" });
    expectBodiesFit(sent, { "guest/authenticate": guest.guestAuthenticateBody }, guest);
  });
});
