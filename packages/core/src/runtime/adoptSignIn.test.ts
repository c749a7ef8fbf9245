import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toAuthResult } from "../api/toAuthResult.ts";
import { wireAccessToken, wireAuthResponse, wireEmailAccount, wireUser } from "../testing/wireAuthFixture.ts";
import { createFoyerStore } from "./createFoyerStore.ts";
import type { LoginResult } from "./FoyerStore.ts";

// A server speaking the few /api/v1 routes a sign-in touches: the app config (404: resolved from defaults),
// the signed-in user, guest sign-in and an unlink; each answer is a real HTTP response read by the API client.
const authResponse = (id: string, isNew: boolean) =>
  wireAuthResponse(wireUser(id, [wireEmailAccount("a@example.com")]), isNew);

let server: Server;
let serverUrl = "";
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    seen.push(`${req.method} ${path}`);
    res.setHeader("content-type", "application/json");
    if (path === "/api/v1/guest/authenticate") return res.end(JSON.stringify(authResponse("guest-1", false)));
    if (path === "/api/v1/passwordless/unlink") return res.end(JSON.stringify(wireUser("u-1")));
    res.statusCode = 404;
    res.end(JSON.stringify({ error: "not_found", message: "Not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("adoptSignIn: the one way a sign-in is stored and reported", () => {
  it("stores the session, updates the snapshot once, and without a report tells no listener", async () => {
    const store = createFoyerStore({ appId: "app", serverUrl });
    const heard: LoginResult[] = [];
    store.addLoginListener({ onComplete: (result) => heard.push(result) });
    let changes = 0;
    store.subscribe(() => changes++);

    const outcome = await store.adoptSignIn(toAuthResult(authResponse("u-1", true)));

    expect(outcome).toMatchObject({ user: { id: "u-1" }, isNewUser: true, loginMethod: null });
    expect(store.getSnapshot()).toMatchObject({ authenticated: true, user: { id: "u-1" } });
    expect(await store.getAccessToken()).toBe(wireAccessToken("u-1"));
    expect(changes).toBeGreaterThan(0);
    // The modal reports on close (finishLogin), not here.
    expect(heard).toEqual([]);
    store.session.destroy();
  });

  it("with a report and no listener tells every login listener; with a listener only that one", async () => {
    const store = createFoyerStore({ appId: "app", serverUrl });
    const everyone: LoginResult[] = [];
    store.addLoginListener({ onComplete: (result) => everyone.push(result) });
    store.addLoginListener({
      onComplete: () => {
        throw new Error("a host bug");
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      await store.adoptSignIn(toAuthResult(authResponse("u-1", false)), { loginMethod: "email" });
    } finally {
      console.error = original;
    }
    expect(everyone).toEqual([
      {
        user: expect.objectContaining({ id: "u-1" }),
        isNewUser: false,
        wasAlreadyAuthenticated: false,
        loginMethod: "email",
      },
    ]);

    const own: LoginResult[] = [];
    await store.adoptSignIn(toAuthResult(authResponse("u-2", true)), {
      loginMethod: "oauth",
      listener: { onComplete: (result) => own.push(result) },
    });
    expect(own).toMatchObject([{ user: { id: "u-2" }, isNewUser: true, loginMethod: "oauth" }]);
    expect(everyone).toHaveLength(1);
    store.session.destroy();
  });

  it("a guest sign-in over HTTP is adopted and reported as a new guest", async () => {
    const store = createFoyerStore({ appId: "app", serverUrl });
    const heard: LoginResult[] = [];
    store.addLoginListener({ onComplete: (result) => heard.push(result) });
    const user = await store.loginAsGuest();
    expect(user.id).toBe("guest-1");
    expect(seen).toContain("POST /api/v1/guest/authenticate");
    expect(heard).toMatchObject([{ user: { id: "guest-1" }, isNewUser: true, loginMethod: "guest" }]);
    expect(store.getSnapshot().authenticated).toBe(true);
    store.session.destroy();
  });

  it("adoptUser keeps the server's answer to an account change (unlink over HTTP)", async () => {
    const store = createFoyerStore({ appId: "app", serverUrl });
    await store.adoptSignIn(toAuthResult(authResponse("u-1", false)));
    expect(store.getSnapshot().user?.email?.address).toBe("a@example.com");
    const user = await store.unlinkEmail("a@example.com");
    expect(seen).toContain("POST /api/v1/passwordless/unlink");
    expect(user.email).toBeUndefined();
    expect(store.getSnapshot().user).toBe(user);
    store.session.destroy();
  });
});
