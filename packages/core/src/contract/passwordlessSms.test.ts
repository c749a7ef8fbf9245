import { describe, it } from "vitest";
import { createPasswordlessSmsApi } from "../api/passwordlessSms.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import { transferBody } from "./passwordless.ts";
import * as sms from "./passwordlessSms.ts";

describe("the client against the server's schemas (passwordless_sms group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createPasswordlessSmsApi(request);
    await api.init({ phoneNumber: "+41446681800" });
    await api.init({ phoneNumber: "+41 44 668 18 00", channel: "whatsapp", captchaToken: "tok" });
    await api.authenticate({ phoneNumber: "+41446681800", code: "123456" });
    await api.authenticate({ phoneNumber: "+41446681800", code: "123456", mode: "no-signup" });
    await api.link({ phoneNumber: "+41446681800", code: "123456" });
    await api.unlink({ phoneNumber: "+41446681800" });
    await api.update({ oldPhoneNumber: "+41446681800", newPhoneNumber: "+41446681801", code: "123456" });
    await api.transfer({ nonce: "n-1" });
    expectBodiesFit(
      sent,
      {
        "passwordless_sms/init": sms.passwordlessSmsInitBody,
        "passwordless_sms/authenticate": sms.passwordlessSmsAuthenticateBody,
        "passwordless_sms/link": sms.passwordlessSmsLinkBody,
        "passwordless_sms/unlink": sms.passwordlessSmsUnlinkBody,
        "passwordless_sms/update": sms.passwordlessSmsUpdateBody,
        "passwordless_sms/transfer": transferBody,
      },
      sms,
    );
  });
});
