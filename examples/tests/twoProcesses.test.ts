// Several Foyer processes behind a load balancer on one PostgreSQL: two processes of the packed server (the
// Docker image's command) share a private PostgreSQL cluster. The limits a single process enforces must hold
// across both: resend cooldown, code attempts, nonce single use, refresh rotation, the user cap. Then the
// "must show": under load, `kill -9` of one process loses no committed session and makes no duplicate user;
// a PostgreSQL restart is recovered from without restarting Foyer, within 5 s.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, installServer, type PackedServer, startPackedServer } from "./packedServer.ts";
import { postgresBin, startThrowawayPostgres } from "./throwawayPostgres.ts";

const bin = postgresBin();
const ORIGIN = "http://localhost:5173";
// biome-ignore lint/suspicious/noExplicitAny: arbitrary JSON answers
type Json = Record<string, any>;

describe.skipIf(!bin)("two server processes on one PostgreSQL", () => {
  let postgres: ReturnType<typeof startThrowawayPostgres>;
  let a: PackedServer;
  let b: PackedServer;
  let dir: string;
  let baseEnv: Record<string, string>;

  async function startProcess(env: Record<string, string> = {}): Promise<PackedServer> {
    return startPackedServer(dir, {
      ...baseEnv,
      ...env,
      FOYER_PORT: String(await freePort()),
      FOYER_WALLET_FRAME_PORT: String(await freePort()),
      FOYER_DEV_OIDC_PORT: String(await freePort()),
    });
  }

  beforeAll(async () => {
    postgres = startThrowawayPostgres(bin as string, await freePort());
    ({ dir } = await installServer());
    const config = join(dir, "two-processes.config.json");
    writeFileSync(
      config,
      JSON.stringify({
        apps: [
          { id: "foyer-dev", wallet_auth: true },
          { id: "capped", name: "Capped", email_auth: true, max_users: 3 },
          { id: "renamed", name: "Before", email_auth: true },
        ],
      }),
    );
    baseEnv = {
      FOYER_ENV: "development",
      DATABASE_URL: postgres.url,
      FOYER_SECRET: "d".repeat(64),
      FOYER_WALLET_AUTH_KEY: "e".repeat(64),
      FOYER_WALLET_RECOVERY_KEY: "f".repeat(64),
      FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), "foyer-two-")),
      FOYER_CONFIG: config,
      FOYER_PUBLIC_URL: "http://foyer.localhost",
      // As behind a load balancer: the client IP comes from X-Forwarded-For, so each simulated client has
      // its own address (documentation range 203.0.113.0/24; no traffic goes there) and per-IP caps apply
      // per client, not to the whole test.
      FOYER_TRUST_PROXY: "true",
    };
    // Both at once on the empty database: the migration lock makes the second wait for the first.
    [a, b] = await Promise.all([startProcess(), startProcess()]);
  }, 600_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    postgres?.stop();
  });

  let clients = 0;
  const clientIp = () => `203.0.113.${(clients++ % 250) + 1}`;
  async function post(server: PackedServer, path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}/api/v1/${path}`, {
      method: "POST",
      headers: {
        "foyer-app-id": "foyer-dev",
        "content-type": "application/json",
        "x-forwarded-for": clientIp(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }
  async function code(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const entries = (await (
        await fetch(`${a.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as Json[];
      if (entries[0]?.code) return entries[0].code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${email}`);
  }
  async function login(init: PackedServer, finish: PackedServer, email: string, appId = "foyer-dev") {
    const headers = { "foyer-app-id": appId, "x-forwarded-for": clientIp() };
    const sent = await post(init, "passwordless/init", { email }, headers);
    if (sent.status !== 200) return sent;
    return post(finish, "passwordless/authenticate", { email, code: await code(email) }, headers);
  }

  it("the resend cooldown holds across processes", async () => {
    const email = `cooldown-${Date.now()}@example.com`;
    expect((await post(a, "passwordless/init", { email })).status).toBe(200);
    const again = await post(b, "passwordless/init", { email });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("too_many_requests");
  });

  it("wrong tries kill a code across processes", async () => {
    const email = `attempts-${Date.now()}@example.com`;
    expect((await post(a, "passwordless/init", { email })).status).toBe(200);
    const right = await code(email);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await post(i % 2 === 0 ? a : b, "passwordless/authenticate", { email, code: wrong });
      expect(res.body.code).toBe("invalid_credentials");
    }
    // The sixth try, with the right code, finds it dead.
    const late = await post(b, "passwordless/authenticate", { email, code: right });
    expect(late.body.code).toBe("invalid_credentials");
  });

  it("a SIWE nonce signs in once, whichever processes receive it", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const init = await post(a, "siwe/init", { address: account.address }, { origin: ORIGIN });
    expect(init.status).toBe(200);
    const message = createSiweMessage({
      address: account.address,
      domain: "localhost:5173",
      uri: `${ORIGIN}/login`,
      chainId: 1,
      nonce: init.body.nonce,
      version: "1",
      issuedAt: new Date(),
    });
    const body = {
      message,
      signature: await account.signMessage({ message }),
      chain_id: 1,
      wallet_client_type: "metamask",
      connector_type: "injected",
    };
    const answers = await Promise.all(
      [a, b, a, b].map((server) => post(server, "siwe/authenticate", body, { origin: ORIGIN })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("a refresh token replayed on the other process after the grace revokes the session", async () => {
    const signedIn = await login(a, a, `rotation-${Date.now()}@example.com`);
    expect(signedIn.status).toBe(200);
    const rotated = await post(a, "sessions", { refresh_token: signedIn.body.refresh_token });
    expect(rotated.status).toBe(200);
    await new Promise((r) => setTimeout(r, 11_000)); // past the 10 s two-tab grace
    const replay = await post(b, "sessions", { refresh_token: signedIn.body.refresh_token });
    expect(replay.status).toBe(401);
    const next = await post(a, "sessions", { refresh_token: rotated.body.refresh_token });
    expect(next.status).toBe(401);
  }, 60_000);

  it("the user cap holds when sign-ups race on both processes", async () => {
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(i % 2 ? a : b, i % 2 ? b : a, `capped-${stamp}-${i}@example.com`, "capped"),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.body.code === "max_accounts_reached")).toHaveLength(3);
  });

  it("kill -9 of one process under load loses no committed session and duplicates no user", async () => {
    const stamp = Date.now();
    const emails = Array.from({ length: 24 }, (_, i) => `load-${stamp}-${i}@example.com`);
    const committed = new Map<string, Json>();
    let failedOnB = 0;
    let killed = false;
    // Each client signs in through B first (A when B is gone); a request B never answered is retried on A.
    const client = async (email: string) => {
      try {
        const res = await login(killed ? a : b, killed ? a : b, email);
        if (res.status === 200) committed.set(email, res.body);
        if (committed.size >= 6 && !killed) {
          killed = true;
          b.child.kill("SIGKILL");
        }
        if (res.status === 200) return;
      } catch {
        failedOnB++;
      }
      await new Promise((r) => setTimeout(r, 31_000)); // the resend cooldown of a code B may have sent
      const retry = await login(a, a, email);
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      committed.set(email, retry.body);
    };
    const queue = [...emails];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let email = queue.shift(); email; email = queue.shift()) await client(email);
      }),
    );
    expect(killed).toBe(true);
    console.log(`load: ${committed.size} sign-ins acknowledged, ${failedOnB} cut by kill -9 and retried on A`);
    expect(committed.size).toBe(emails.length);
    // Every acknowledged session is alive on the surviving process.
    for (const [email, auth] of committed) {
      const me = await fetch(`${a.url}/api/v1/users/me`, {
        headers: { "foyer-app-id": "foyer-dev", authorization: `Bearer ${auth.token}` },
      });
      expect(me.status, email).toBe(200);
    }
    // In the database: one account and one user per email, the acknowledged one; no user without account.
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ subject: string; user_id: string }>(
        "select subject, user_id from linked_accounts where app_id = 'foyer-dev' and subject like $1",
        [`load-${stamp}-%`],
      );
      expect(rows).toHaveLength(emails.length);
      for (const row of rows) expect(row.user_id).toBe(committed.get(row.subject)?.user.id);
      const orphans = await db.query(
        "select count(*)::int as n from users u where not exists (select 1 from linked_accounts l where l.user_id = u.id)",
      );
      expect(orphans.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
    b = await startProcess();
  }, 300_000);

  it("recovers from a PostgreSQL restart without restarting Foyer, within 5 s", async () => {
    const signedIn = await login(a, a, `restart-${Date.now()}@example.com`);
    expect(signedIn.status).toBe(200);
    const me = () =>
      fetch(`${a.url}/api/v1/users/me`, {
        headers: { "foyer-app-id": "foyer-dev", authorization: `Bearer ${signedIn.body.token}` },
      }).then(
        (r) => r.status,
        () => 0,
      );
    expect(await me()).toBe(200);
    postgres.restart();
    const back = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - back < 5_000) {
      status = await me();
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    console.log(
      `PostgreSQL restart: first good answer ${((performance.now() - back) / 1000).toFixed(2)} s after it accepted connections`,
    );
    expect(status).toBe(200);
    expect(a.child.exitCode).toBeNull();
  }, 120_000);

  it("an app changed by a third process reaches the others' in-memory copy, also after the PostgreSQL restart", async () => {
    const appConfig = async (server: PackedServer) =>
      (await (
        await fetch(`${server.url}/api/v1/apps/renamed`, { headers: { "foyer-app-id": "renamed" } })
      ).json()) as Json;
    expect(await appConfig(a)).toMatchObject({ name: "Before", email_auth: true });
    expect(await appConfig(b)).toMatchObject({ name: "Before", email_auth: true });
    // A redeploy with a changed foyer.config.json: the new process's seeding updates the row.
    const changed = join(dir, "two-processes-changed.config.json");
    writeFileSync(
      changed,
      JSON.stringify({
        apps: [
          { id: "foyer-dev", wallet_auth: true },
          { id: "capped", name: "Capped", email_auth: true, max_users: 3 },
          { id: "renamed", name: "After", email_auth: false },
        ],
      }),
    );
    const c = await startProcess({ FOYER_CONFIG: changed });
    try {
      for (const server of [a, b]) {
        let answer = await appConfig(server);
        for (let i = 0; i < 100 && answer.name !== "After"; i++) {
          await new Promise((r) => setTimeout(r, 100));
          answer = await appConfig(server);
        }
        expect(answer).toMatchObject({ name: "After", email_auth: false });
      }
    } finally {
      await c.stop();
    }
  }, 120_000);
});
