import { type AddressInfo, createServer as createNetServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";

interface Received {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Production mode: real SMTP delivery to an in-process SMTP server, no dev mailbox, no codes in logs. */
describe("email over SMTP in production", () => {
  let smtp: SMTPServer;
  let t: TestServer;
  const inbox: Received[] = [];
  const waiters: (() => void)[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            inbox.push({
              from: mail.from?.text ?? "",
              to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(",") : (mail.to?.text ?? ""),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestServer({
      mode: "production",
      secret: "test-secret-that-is-long-enough",
      smtp: { url: `smtp://127.0.0.1:${port}`, from: "Prod App <login@prod.example>" },
      apps: [{ id: "prod-app", name: "Prod App", allowed_origins: ["https://prod.example"] }],
      appId: "prod-app",
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  });

  const nextMail = async (count: number) => {
    while (inbox.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return inbox[count - 1] as Received;
  };

  it("delivers the code by SMTP and signs in with it", async () => {
    const init = await t.post("/api/v1/passwordless/init", { email: "Grace@Example.com" });
    expect(init.status).toBe(200);
    const mail = await nextMail(1);
    expect(mail.to).toBe("grace@example.com");
    expect(mail.from).toContain("login@prod.example");
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    const auth = await t.post("/api/v1/passwordless/authenticate", { email: "grace@example.com", code });
    expect(auth.status).toBe(200);
    expect(auth.body.user.linked_accounts[0].address).toBe("grace@example.com");
    // Codes and tokens never reach the logs outside development.
    const logs = t.logs.join("\n");
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(auth.body.refresh_token);
  });

  it("has no dev mailbox and no foyer-dev app", async () => {
    expect((await fetch(`${t.url}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${t.url}/dev/mailbox.json?to=grace@example.com`)).status).toBe(404);
    expect((await t.get("/api/v1/apps/foyer-dev", { appId: "foyer-dev" })).status).toBe(401);
  });

  it("refuses to start without SMTP or without a secret", async () => {
    await expect(createServer({ mode: "production", secret: "x".repeat(32) })).rejects.toThrow(/SMTP_URL/);
    await expect(
      createServer({ mode: "production", smtp: { url: "smtp://127.0.0.1:1", from: "a@b.c" } }),
    ).rejects.toThrow(/FOYER_SECRET/);
  });

  it("answers 500 unknown_auth_error when SMTP is down, and lets the user retry at once", async () => {
    const probe = createNetServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await createTestServer({
      mode: "production",
      secret: "test-secret-that-is-long-enough",
      smtp: { url: `smtp://127.0.0.1:${port}`, from: "a@prod.example" },
      apps: [{ id: "prod-app", name: "Prod App" }],
      appId: "prod-app",
    });
    try {
      const first = await down.post("/api/v1/passwordless/init", { email: "down@example.com" });
      expect(first.status).toBe(500);
      expect(first.body.code).toBe("unknown_auth_error");
      expect((await down.post("/api/v1/passwordless/init", { email: "down@example.com" })).status).toBe(500);
    } finally {
      await down.close();
    }
  });
});
