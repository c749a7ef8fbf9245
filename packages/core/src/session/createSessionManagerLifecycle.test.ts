import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/createApiClient.ts";
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from "../constants.ts";
import { fakeFetch } from "../testing/fakeFetch.ts";
import {
  authResult,
  HOUR,
  jwt,
  mapStorage,
  networkError,
  rejected,
  setup,
  T0,
  user,
} from "../testing/sessionManagerFixture.ts";
import type { AuthResult } from "../types.ts";
import {
  createSessionManager,
  REFRESH_TOKEN_STORAGE_KEY as REFRESH,
  ACCESS_TOKEN_STORAGE_KEY as TOKEN,
} from "./createSessionManager.ts";
import type { StorageLike } from "./createTokenStore.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("logout", () => {
  it("revokes with the refresh token, then clears storage, state and the refresh timer", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult(jwt(), "r1"));
    await session.logout();
    expect(api.sessions.logout).toHaveBeenCalledWith({ refreshToken: "r1" });
    expect(storage.map.size).toBe(0);
    expect(session.getState()).toEqual({ status: "unauthenticated", user: null, accessToken: null });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
  });

  it("ignores server and network errors", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult(jwt(), "r1"));
    api.sessions.logout.mockRejectedValue(networkError());
    await expect(session.logout()).resolves.toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it("waits for an in-flight refresh and revokes the rotated token", async () => {
    const { session, api } = setup();
    session.setSession(authResult(jwt(1000), "r1"));
    let answer: (r: AuthResult) => void = () => undefined;
    api.sessions.refresh.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const token = session.getAccessToken();
    const loggingOut = session.logout();
    answer(authResult(jwt(), "r2"));
    await Promise.all([token, loggingOut]);
    expect(api.sessions.logout).toHaveBeenCalledWith({ refreshToken: "r2" });
    expect(session.getState().status).toBe("unauthenticated");
  });

  it("calls nothing when there is no session", async () => {
    const { session, api } = setup();
    await session.logout();
    expect(api.sessions.logout).not.toHaveBeenCalled();
  });
});

describe("cross-tab sync", () => {
  it("adopts a sign-in from another tab and fetches its user once for both key events", async () => {
    const { session, api, otherTab } = setup();
    await session.initialize();
    const token = jwt(HOUR, { sub: "u2", sid: "s2" });
    api.users.me.mockResolvedValue(user("u2"));
    otherTab({ [TOKEN]: token, [REFRESH]: "r-other" });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.users.me).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({ status: "authenticated", accessToken: token, user: { id: "u2" } });
  });

  it("swaps the token without a request when another tab refreshed the same session", async () => {
    const { session, api, otherTab } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    const refreshed = jwt(HOUR + 5000);
    otherTab({ [TOKEN]: refreshed, [REFRESH]: "r2" });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.users.me).not.toHaveBeenCalled();
    expect(session.getState().accessToken).toBe(refreshed);
    // The refresh timer follows the adopted token, and uses the other tab's refresh token.
    api.sessions.refresh.mockResolvedValue(authResult(jwt(HOUR), "r3"));
    await vi.advanceTimersByTimeAsync(HOUR - ACCESS_TOKEN_REFRESH_MARGIN_MS);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.sessions.refresh).toHaveBeenCalledWith({ refreshToken: "r2" });
  });

  it("fetches the user when another tab signed in as someone else", async () => {
    const { session, api, otherTab } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    api.users.me.mockResolvedValue(user("u2"));
    otherTab({ [TOKEN]: jwt(HOUR, { sub: "u2", sid: "s9" }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().user?.id).toBe("u2");
  });

  it("signs out when another tab logs out, without calling the server", async () => {
    const { session, api, otherTab, storage } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    otherTab({ [TOKEN]: null, [REFRESH]: null });
    expect(session.getState().status).toBe("unauthenticated");
    expect(api.sessions.logout).not.toHaveBeenCalled();
    expect(storage.map.size).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
  });

  it("treats storage.clear() (null key) like a logout and ignores unrelated keys", () => {
    const { session, otherTab, storage, storageEvent } = setup();
    session.setSession(authResult());
    const before = session.getState();
    otherTab({ "other:key": "x" });
    expect(session.getState()).toBe(before);
    storage.map.clear();
    storageEvent(null);
    expect(session.getState().status).toBe("unauthenticated");
  });

  it("signs out when the adopted token is rejected", async () => {
    const { session, api, otherTab, storage } = setup();
    await session.initialize();
    api.users.me.mockRejectedValue(rejected());
    otherTab({ [TOKEN]: jwt(HOUR, { sub: "u3" }), [REFRESH]: "r" });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.size).toBe(0);
  });

  it("subscribes to window storage events by default and unsubscribes on destroy", async () => {
    const target = new EventTarget();
    const storage = mapStorage();
    vi.stubGlobal("window", Object.assign(target, { localStorage: storage }));
    const api = { sessions: { refresh: vi.fn(), logout: vi.fn() }, users: { me: vi.fn(async () => user("u5")) } };
    const session = createSessionManager({ api: api as never });
    await session.initialize();
    storage.map.set(TOKEN, jwt(HOUR, { sub: "u5" }));
    target.dispatchEvent(Object.assign(new Event("storage"), { key: TOKEN }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().user?.id).toBe("u5");
    session.destroy();
    storage.map.delete(TOKEN);
    target.dispatchEvent(Object.assign(new Event("storage"), { key: TOKEN }));
    expect(session.getState().status).toBe("authenticated");
  });
});

describe("storage unavailable", () => {
  it("keeps the session in memory and notes session_storage_unavailable", async () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    const { session } = setup({}, { storage: broken });
    await session.initialize();
    expect(session.storageError?.code).toBe("session_storage_unavailable");
    const result = authResult(jwt(), "r1");
    session.setSession(result);
    expect(session.getState().status).toBe("authenticated");
    await expect(session.getAccessToken()).resolves.toBe(result.accessToken);
  });

  it("has no storage error with working storage", () => {
    expect(setup().session.storageError).toBeNull();
  });
});

describe("destroy", () => {
  it("stops the refresh timer, storage listening and notifications", async () => {
    const { session, api, unsubscribeStorage, otherTab } = setup();
    const listener = vi.fn();
    session.subscribe(listener);
    session.setSession(authResult(jwt(HOUR)));
    listener.mockClear();
    session.destroy();
    expect(unsubscribeStorage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
    otherTab({ [TOKEN]: null });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("with the real API client", () => {
  it("wires getAccessToken through a closure without a construction cycle", async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.endsWith("/users/me")
        ? {
            body: {
              user: {
                id: "u1",
                created_at: 1,
                linked_accounts: [],
                mfa_methods: [],
                has_accepted_terms: true,
                is_guest: false,
                custom_metadata: {},
              },
            },
          }
        : { status: 404, body: { error: "nope", code: "not_supported" } },
    );
    const token = jwt();
    const storage = mapStorage({ [TOKEN]: token, [REFRESH]: "r1" });
    const api = createApiClient({
      appId: "app-1",
      serverUrl: "http://api.test",
      fetch,
      getAccessToken: () => session.getAccessToken(),
    });
    const session = createSessionManager({ api, storage, onStorageEvent: null });
    await session.initialize();
    expect(session.getState()).toMatchObject({ status: "authenticated", user: { id: "u1" } });
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
