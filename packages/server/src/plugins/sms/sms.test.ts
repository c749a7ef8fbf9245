import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { startTwilioStandIn, type TwilioStandIn } from "../../testing/startTwilioStandIn.ts";

const INIT = "/api/v1/passwordless_sms/init";
const AUTH = "/api/v1/passwordless_sms/authenticate";
const LINK = "/api/v1/passwordless_sms/link";
const UNLINK = "/api/v1/passwordless_sms/unlink";
const TRANSFER = "/api/v1/passwordless_sms/transfer";
const UPDATE = "/api/v1/passwordless_sms/update";
const SID = "AC00000000000000000000000000000002";
const TOKEN = "twilio-secret";

let seq = 0;
/** A fresh valid US number per test (San Francisco 415 area, 555-01xx block is not used). */
const phone = () =>
  `+1415${String(2_000_000 + ((++seq * 7919 + (Date.now() % 100_000)) % 7_000_000)).padStart(7, "0")}`;

describe.each(backends())("passwordless_sms ($name)", (backend) => {
  let t: TestServer;
  let twilio: TwilioStandIn;

  const sendAndRead = async (number: string, channel?: "sms" | "whatsapp", appId?: string) => {
    const init = await t.post(INIT, channel ? { phone_number: number, channel } : { phone_number: number }, { appId });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    return t.readCode(number);
  };
  const smsLogin = async (number: string) => {
    const code = await sendAndRead(number);
    const auth = await t.post(AUTH, { phone_number: number, code });
    expect(auth.status).toBe(200);
    return auth.body;
  };

  beforeAll(async () => {
    twilio = await startTwilioStandIn(SID, TOKEN);
    t = await createTestServer({
      backend,
      apps: [
        { id: "us-only", name: "US only", sms_auth: true, sms_allowed_regions: ["US"] },
        { id: "no-sms", name: "No SMS", sms_auth: false },
        { id: "no-whatsapp", name: "No WhatsApp", sms_auth: true, whatsapp_enabled: false },
        {
          id: "twilio-app",
          name: "Twilio App",
          sms_auth: true,
          whatsapp_enabled: true,
          twilio: {
            account_sid: SID,
            auth_token: TOKEN,
            from: "+15005550006",
            whatsapp_from: "+14155238886",
            base_url: twilio.url,
          },
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
  });

  it("signs up with an SMS code, normalising the number to E.164, then logs the same user in", async () => {
    const number = phone();
    const formatted = `${number.slice(0, 2)} (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
    expect((await t.post(INIT, { phone_number: formatted })).body).toEqual({ success: true });
    // The dev mailbox finds the number even when the "+" of the query string was not percent-encoded.
    const raw = (await (await fetch(`${t.url}/dev/mailbox.json?to=${number}`)).json()) as { to: string }[];
    expect(raw[0]).toMatchObject({ to: number, channel: "sms" });
    const [message] = await t.mailbox(number);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);

    const first = await t.post(AUTH, { phone_number: formatted, code: message?.code });
    expect(first.status).toBe(200);
    expect(first.body.is_new_user).toBe(true);
    expect(first.body.user.linked_accounts).toEqual([
      {
        type: "phone",
        number,
        verified_at: expect.any(Number),
        first_verified_at: expect.any(Number),
        latest_verified_at: expect.any(Number),
      },
    ]);
    t.clock.advance(31_000);
    const again = await t.post(AUTH, { phone_number: number, code: await sendAndRead(number) });
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: first.body.user.id } });
  });

  it("sends over WhatsApp when the app enables it, and refuses it (or SMS) when the app does not", async () => {
    const number = phone();
    const code = await sendAndRead(number, "whatsapp");
    expect((await t.mailbox(number))[0]?.channel).toBe("whatsapp");
    expect((await t.post(AUTH, { phone_number: number, code })).status).toBe(200);

    const noWa = await t.post(INIT, { phone_number: phone(), channel: "whatsapp" }, { appId: "no-whatsapp" });
    expect(noWa.status).toBe(403);
    expect(noWa.body.code).toBe("disallowed_login_method");
    const noSms = await t.post(INIT, { phone_number: phone() }, { appId: "no-sms" });
    expect(noSms.status).toBe(403);
    expect(noSms.body.code).toBe("disallowed_login_method");
    const noSmsAuth = await t.post(AUTH, { phone_number: phone(), code: "123456" }, { appId: "no-sms" });
    expect(noSmsAuth.body.code).toBe("disallowed_login_method");
  });

  it("rejects malformed numbers with 400 invalid_data and unserved regions with 400 not_supported", async () => {
    for (const bad of ["4155552671", "+1 555 123 4567", "+1415555267100", "hello", "", 14155552671]) {
      const answer = await t.post(INIT, { phone_number: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.code).toBe("invalid_data");
    }
    expect((await t.post(INIT, { phone_number: phone(), channel: "pigeon" })).body.code).toBe("invalid_data");
    // The number is read by the server's rule around the shared schema: the issue still names its field.
    const named = await t.post(AUTH, { phone_number: "hello", code: "123456" });
    expect(named.body).toMatchObject({
      code: "invalid_data",
      issues: [{ path: "phone_number", message: "Expected a valid phone number in international format" }],
    });

    const french = await t.post(INIT, { phone_number: "+33 6 12 34 56 78" }, { appId: "us-only" });
    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      error: "SMS authentication from this region is not available",
      code: "not_supported",
      reason: "unsupported_region",
      region: "FR",
    });
    expect((await t.post(INIT, { phone_number: phone() }, { appId: "us-only" })).status).toBe(200);
    // Non-geographic numbers (+800 international freephone) are never served.
    const freephone = await t.post(INIT, { phone_number: "+800 1234 5678" });
    expect(freephone.status).toBe(400);
    expect(freephone.body.reason).toBe("unsupported_region");
    expect(await t.mailbox("+80012345678")).toEqual([]);
  });

  it("applies the email code rules: identical answers, shared cooldown, latest code only, 5 tries kill", async () => {
    const known = phone();
    await smsLogin(known);
    t.clock.advance(31_000);
    const forKnown = await t.post(INIT, { phone_number: known });
    const forUnknown = await t.post(INIT, { phone_number: phone() });
    expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({ status: 200, body: forKnown.body });

    const number = phone();
    const first = await sendAndRead(number, "sms");
    // One code row per number: switching channel within 30 s is the same resend, refused.
    const cooling = await t.post(INIT, { phone_number: number, channel: "whatsapp" });
    expect(cooling.status).toBe(429);
    expect(Number(cooling.headers.get("retry-after"))).toBeGreaterThan(0);
    t.clock.advance(31_000);
    const second = await sendAndRead(number, "whatsapp");
    if (first !== second) {
      expect((await t.post(AUTH, { phone_number: number, code: first })).body.code).toBe("invalid_credentials");
    }
    const wrong = second === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4 + (first !== second ? 0 : 1); i++) {
      expect((await t.post(AUTH, { phone_number: number, code: wrong })).status).toBe(401);
    }
    // Five wrong tries in all killed the code: the right one no longer works.
    const killed = await t.post(AUTH, { phone_number: number, code: second });
    expect(killed.status).toBe(401);
    expect(killed.body.code).toBe("invalid_credentials");
  });

  it("transfers a number held by another user with passwordless_sms/transfer, once", async () => {
    const from = await smsLogin(phone());
    const number = from.user.linked_accounts[0].number as string;
    const to = await t.login(`sms-transfer-${seq}-${Date.now()}@example.com`);
    t.clock.advance(31_000);
    const offer = await t.post(LINK, { phone_number: number, code: await sendAndRead(number) }, { token: to.token });
    expect(offer.body.code).toBe("account_transfer_required");

    const moved = await t.post(TRANSFER, { nonce: offer.body.nonce }, { token: to.token });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(to.user.id);
    expect(moved.body.linked_accounts.find((a: { type: string }) => a.type === "phone").number).toBe(number);
    // The other user is gone with its sessions, and the nonce works once.
    expect((await t.get("/api/v1/users/me", { token: from.token })).status).toBe(401);
    const again = await t.post(TRANSFER, { nonce: offer.body.nonce }, { token: to.token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("invalid_data");
  });

  it("links, refuses a second number and another user's number, updates, and never unlinks the last method", async () => {
    const owner = await t.login(`sms-owner-${seq}-${Date.now()}@example.com`);
    const number = phone();
    const linked = await t.post(
      LINK,
      { phone_number: number, code: await sendAndRead(number) },
      { token: owner.token },
    );
    expect(linked.status).toBe(200);
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email", "phone"]);

    const other = await smsLogin(phone());
    t.clock.advance(31_000);
    const taken = await t.post(LINK, { phone_number: number, code: await sendAndRead(number) }, { token: other.token });
    // Held by another user: the number is offered for transfer (not linked yet).
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");
    expect(taken.body.account).toMatchObject({ type: "phone", address: number });
    expect(typeof taken.body.nonce).toBe("string");

    const extra = phone();
    const second = await t.post(LINK, { phone_number: extra, code: await sendAndRead(extra) }, { token: owner.token });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe("cannot_link_more_of_type");

    // The phone-only user cannot unlink their only login method.
    const otherNumber = other.user.linked_accounts[0].number;
    const last = await t.post(UNLINK, { phone_number: otherNumber }, { token: other.token });
    expect(last.status).toBe(400);
    expect(last.body.code).toBe("failed_to_update_account");

    const fresh = phone();
    t.clock.advance(31_000);
    const updated = await t.post(
      UPDATE,
      { old_phone_number: number, new_phone_number: fresh, code: await sendAndRead(fresh) },
      { token: owner.token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.linked_accounts.find((a: { type: string }) => a.type === "phone").number).toBe(fresh);

    const unlinked = await t.post(UNLINK, { phone_number: fresh }, { token: owner.token });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);
    expect((await t.post(UNLINK, { phone_number: fresh }, { token: owner.token })).status).toBe(400);
    expect((await t.post(LINK, { phone_number: fresh, code: "123456" })).status).toBe(401);
  });

  it("gives one number to exactly one of two users linking it concurrently", async () => {
    const a = await t.login(`race-a-${seq}-${Date.now()}@example.com`);
    const b = await t.login(`race-b-${seq}-${Date.now()}@example.com`);
    const number = phone();
    const code = await sendAndRead(number);
    const answers = await Promise.all([
      t.post(LINK, { phone_number: number, code }, { token: a.token }),
      t.post(LINK, { phone_number: number, code }, { token: b.token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const owners = await Promise.all(
      [a, b].map(async (user) => (await t.get("/api/v1/users/me", { token: user.token })).body.user),
    );
    const holders = owners.filter((user) =>
      user.linked_accounts.some((acc: { type: string; number?: string }) => acc.number === number),
    );
    expect(holders).toHaveLength(1);
  });

  it("delivers through Twilio when the app has credentials, and maps Twilio's errors", async () => {
    const number = phone();
    const before = twilio.requests.length;
    expect((await t.post(INIT, { phone_number: number }, { appId: "twilio-app" })).status).toBe(200);
    const request = twilio.requests[before];
    expect(request).toMatchObject({
      method: "POST",
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`,
      form: { To: number, From: "+15005550006" },
    });
    const code = request?.form.Body?.match(/\d{6}/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    // Twilio delivered it: the dev mailbox keeps no copy a dev route could serve.
    expect(await t.mailbox(number)).toEqual([]);
    const auth = await t.post(AUTH, { phone_number: number, code }, { appId: "twilio-app" });
    expect(auth.status).toBe(200);

    const wa = phone();
    await t.post(INIT, { phone_number: wa, channel: "whatsapp" }, { appId: "twilio-app" });
    expect(twilio.requests.at(-1)?.form).toMatchObject({ To: `whatsapp:${wa}`, From: "whatsapp:+14155238886" });

    const refused = phone();
    twilio.failNext({ status: 400, code: 21408, message: "Permission to send an SMS has not been enabled" });
    const region = await t.post(INIT, { phone_number: refused }, { appId: "twilio-app" });
    expect(region.status).toBe(400);
    expect(region.body).toMatchObject({ code: "not_supported", reason: "unsupported_region" });
    twilio.failNext({ status: 500, code: 20500, message: "Internal Server Error" });
    const down = await t.post(INIT, { phone_number: refused }, { appId: "twilio-app" });
    expect(down.status).toBe(500);
    expect(down.body.code).toBe("unknown_auth_error");
    // A failed delivery drops the code and lifts the cooldown: an immediate retry goes through.
    expect((await t.post(INIT, { phone_number: refused }, { appId: "twilio-app" })).status).toBe(200);
    expect(t.logs.join("\n")).not.toContain(TOKEN);
  });
});
