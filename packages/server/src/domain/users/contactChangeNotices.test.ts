import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

let seq = 0;
const email = (name: string) => `${name}-${++seq}-${Date.now()}@example.com`;
const phone = () =>
  `+1415${String(3_000_000 + ((++seq * 7919 + (Date.now() % 100_000)) % 6_000_000)).padStart(7, "0")}`;

/**
 * Issue 13: a contact serves new-device codes only a day after it is linked, so changing or removing the
 * user's email or phone number is where an attacker holding a session starts. The old address hears of
 * it at once (read from the dev mailbox, where undelivered messages land in development).
 */
describe.each(backends())("contact change notices ($name)", (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ backend });
  });
  afterAll(() => t?.close());

  const codeFor = async (path: string, body: Record<string, string>, address: string) => {
    t.clock.advance(31_000);
    expect((await t.post(path, body)).status).toBe(200);
    return t.readCode(address);
  };

  it("emails the old address when the email is changed, without naming the new one", async () => {
    const oldAddress = email("notice-old");
    const user = await t.login(oldAddress);
    const newAddress = email("notice-new");
    const code = await codeFor("/api/v1/passwordless/init", { email: newAddress }, newAddress);
    const updated = await t.post(
      "/api/v1/passwordless/update",
      { old_address: oldAddress, new_address: newAddress, code },
      { token: user.token },
    );
    expect(updated.status).toBe(200);
    const [notice] = await t.mailbox(oldAddress);
    expect(notice).toMatchObject({ to: oldAddress, channel: "email" });
    expect(notice?.subject).toMatch(/email address was changed$/);
    expect(notice?.text).toContain(`was changed from ${oldAddress} to another address`);
    expect(notice?.text).toContain("cannot confirm a new device for your wallet");
    expect(notice?.text).not.toContain(newAddress);
  });

  it("emails an address removed from the account", async () => {
    const address = email("notice-removed");
    const user = await t.login(address);
    const number = phone();
    const code = await codeFor("/api/v1/passwordless_sms/init", { phone_number: number }, number);
    const linked = await t.post("/api/v1/passwordless_sms/link", { phone_number: number, code }, { token: user.token });
    expect(linked.status).toBe(200);
    expect((await t.post("/api/v1/passwordless/unlink", { address }, { token: user.token })).status).toBe(200);
    const [notice] = await t.mailbox(address);
    expect(notice?.subject).toMatch(/email address was removed$/);
    expect(notice?.text).toContain(`The email address ${address} was removed`);
  });

  it("texts the old number when the phone number is changed, and a number removed", async () => {
    const user = await t.login(email("notice-phone"));
    const number = phone();
    const linkCode = await codeFor("/api/v1/passwordless_sms/init", { phone_number: number }, number);
    await t.post("/api/v1/passwordless_sms/link", { phone_number: number, code: linkCode }, { token: user.token });
    const fresh = phone();
    const code = await codeFor("/api/v1/passwordless_sms/init", { phone_number: fresh }, fresh);
    const updated = await t.post(
      "/api/v1/passwordless_sms/update",
      { old_phone_number: number, new_phone_number: fresh, code },
      { token: user.token },
    );
    expect(updated.status).toBe(200);
    const [notice] = await t.mailbox(number);
    expect(notice).toMatchObject({ to: number, channel: "sms" });
    expect(notice?.text).toContain("This number was replaced on your");
    expect(notice?.text).not.toContain(fresh);

    expect(
      (await t.post("/api/v1/passwordless_sms/unlink", { phone_number: fresh }, { token: user.token })).status,
    ).toBe(200);
    expect((await t.mailbox(fresh))[0]?.text).toContain("This number was removed from your");
  });
});
