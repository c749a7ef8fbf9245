import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwilioStandIn, type TwilioStandIn } from "../testing/startTwilioStandIn.ts";
import { TwilioClient } from "./TwilioClient.ts";

const SID = "AC00000000000000000000000000000001";
const TOKEN = "twilio-auth-token";

describe("TwilioClient against a local Messages API", () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn(SID, TOKEN);
  });
  afterAll(() => twilio?.close());

  const client = (extra: Partial<ConstructorParameters<typeof TwilioClient>[0]> = {}) =>
    new TwilioClient({ accountSid: SID, authToken: TOKEN, from: "+15005550006", baseUrl: twilio.url, ...extra });

  it("POSTs To, From and Body as a form with Basic auth to the account's Messages.json", async () => {
    const sid = await client().send({ channel: "sms", to: "+14155552671", body: "123456 is your code" });
    expect(sid).toMatch(/^SM/);
    const request = twilio.requests.at(-1);
    expect(request).toEqual({
      method: "POST",
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`,
      contentType: "application/x-www-form-urlencoded",
      form: { To: "+14155552671", From: "+15005550006", Body: "123456 is your code" },
    });
  });

  it("uses a Messaging Service instead of From when configured", async () => {
    await client({ messagingServiceSid: "MG123" }).send({ channel: "sms", to: "+14155552671", body: "x" });
    expect(twilio.requests.at(-1)?.form).toEqual({ To: "+14155552671", MessagingServiceSid: "MG123", Body: "x" });
  });

  it("addresses WhatsApp as whatsapp:+E164 in To and From", async () => {
    await client({ whatsappFrom: "+14155238886" }).send({ channel: "whatsapp", to: "+33612345678", body: "y" });
    expect(twilio.requests.at(-1)?.form).toEqual({
      To: "whatsapp:+33612345678",
      From: "whatsapp:+14155238886",
      Body: "y",
    });
  });

  it("maps Twilio errors to catalogue codes", async () => {
    twilio.failNext({ status: 400, code: 21408, message: "Permission to send an SMS has not been enabled" });
    await expect(client().send({ channel: "sms", to: "+14155552671", body: "z" })).rejects.toMatchObject({
      code: "not_supported",
      message: "SMS authentication from this region is not available",
      details: { reason: "unsupported_region" },
    });
    twilio.failNext({ status: 400, code: 21211, message: "Invalid 'To' Phone Number" });
    await expect(client().send({ channel: "sms", to: "+14155552671", body: "z" })).rejects.toMatchObject({
      code: "invalid_data",
    });
    twilio.failNext({ status: 429, code: 20429, message: "Too Many Requests" });
    await expect(client().send({ channel: "sms", to: "+14155552671", body: "z" })).rejects.toMatchObject({
      code: "too_many_requests",
    });
    // Wrong credentials: the stand-in answers 401 20003 like Twilio; the user can only retry later.
    await expect(
      client({ authToken: "wrong" }).send({ channel: "sms", to: "+14155552671", body: "z" }),
    ).rejects.toMatchObject({ code: "unknown_auth_error" });
  });

  it("answers unknown_auth_error when Twilio cannot be reached or no sender is configured", async () => {
    await expect(
      client({ baseUrl: "http://127.0.0.1:1" }).send({ channel: "sms", to: "+14155552671", body: "z" }),
    ).rejects.toMatchObject({ code: "unknown_auth_error" });
    await expect(client({ from: undefined }).send({ channel: "sms", to: "+1", body: "z" })).rejects.toMatchObject({
      code: "unknown_auth_error",
    });
  });
});
