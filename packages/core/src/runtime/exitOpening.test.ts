import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toAuthResult } from "../api/toAuthResult.ts";
import { wireAuthResponse, wireEmailAccount, wireUser } from "../testing/wireAuthFixture.ts";
import { createFoyerStore } from "./createFoyerStore.ts";

// The one place an opening that ends without a result is routed by its mode: the login controller's close, the
// login flow's dismiss before its controller exists and abandonModal all end there. A signed-in user (with an
// email, so that updateEmail opens) against a server that answers everything else with 404.
const signIn = wireAuthResponse(wireUser("u-1", [wireEmailAccount("ada@example.com")]));

let server: Server;
let serverUrl = "";
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.statusCode = 404;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ error: "not_found", message: "Not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("exitOpening", () => {
  it("ends each opening with its mode's exit code (spec 000 §8), or with the code given; nothing when none is open", async () => {
    const store = createFoyerStore({ appId: "app", serverUrl });
    const errors: string[] = [];
    store.addLoginListener({ onError: (code) => errors.push(code) });
    const connects: string[] = [];
    store.addWalletConnectListener({ onError: (code) => connects.push(code) });

    store.exitOpening();
    expect(errors).toEqual([]);
    store.login();
    store.exitOpening();
    await store.adoptSignIn(toAuthResult(signIn));
    store.linkEmail();
    store.exitOpening();
    store.updateEmail();
    store.exitOpening();
    store.linkEmail();
    store.exitOpening("unknown_auth_error");
    expect(errors).toEqual(["exited_auth_flow", "exited_link_flow", "exited_update_flow", "unknown_auth_error"]);
    store.connectWallet();
    store.exitOpening();
    expect(connects).toEqual(["generic_connect_wallet_error"]);
    expect(store.getSnapshot().modalSession).toBe(0);
    store.session.destroy();
  });
});
