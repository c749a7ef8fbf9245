import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from "../constants.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import { authResult, HOUR, jwt, networkError, rejected, setup, T0, user } from "../testing/sessionManagerFixture.ts";
import type { AuthResult, User } from "../types.ts";
import { REFRESH_TOKEN_STORAGE_KEY as REFRESH, ACCESS_TOKEN_STORAGE_KEY as TOKEN } from "./createSessionManager.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("initialize", () => {
  it("starts loading and becomes unauthenticated without tokens, calling nothing", async () => {
    const { session, api } = setup();
    expect(session.getState()).toEqual({ status: "loading", user: null, accessToken: null });
    await session.initialize();
    expect(session.getState()).toEqual({ status: "unauthenticated", user: null, accessToken: null });
    expect(api.users.me).not.toHaveBeenCalled();
    expect(api.sessions.refresh).not.toHaveBeenCalled();
  });

  it("fetches the user with a fresh stored token", async () => {
    const token = jwt();
    const { session, api } = setup({ [TOKEN]: token, [REFRESH]: "r1" });
    await session.initialize();
    expect(api.users.me).toHaveBeenCalledTimes(1);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
    expect(session.getState()).toEqual({ status: "authenticated", user: user(), accessToken: token });
  });

  it("refreshes when the stored token is within the refresh margin", async () => {
    const next = authResult(jwt(), "r2");
    const { session, api, storage } = setup({ [TOKEN]: jwt(ACCESS_TOKEN_REFRESH_MARGIN_MS - 1), [REFRESH]: "r1" });
    api.sessions.refresh.mockResolvedValue(next);
    await session.initialize();
    expect(api.sessions.refresh).toHaveBeenCalledWith({ refreshToken: "r1" });
    expect(api.users.me).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ status: "authenticated", accessToken: next.accessToken });
    expect(storage.map.get(TOKEN)).toBe(next.accessToken);
    expect(storage.map.get(REFRESH)).toBe("r2");
  });

  it("refreshes with only a refresh token stored", async () => {
    const { session, api } = setup({ [REFRESH]: "r1" });
    api.sessions.refresh.mockResolvedValue(authResult());
    await session.initialize();
    expect(session.getState().status).toBe("authenticated");
  });

  it("clears an expired token that has no refresh token", async () => {
    const { session, storage } = setup({ [TOKEN]: jwt(-1000) });
    await session.initialize();
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.size).toBe(0);
  });

  it("clears storage when users/me answers 401", async () => {
    const { session, api, storage } = setup({ [TOKEN]: jwt(), [REFRESH]: "r1" });
    api.users.me.mockRejectedValue(rejected());
    await session.initialize();
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.size).toBe(0);
  });

  it("clears storage when the refresh is rejected", async () => {
    const { session, api, storage } = setup({ [TOKEN]: jwt(-1000), [REFRESH]: "r1" });
    api.sessions.refresh.mockRejectedValue(rejected());
    await session.initialize();
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.size).toBe(0);
  });

  it("keeps the tokens but shows signed-out when users/me fails transiently; refreshUser restores", async () => {
    const token = jwt();
    const { session, api, storage } = setup({ [TOKEN]: token, [REFRESH]: "r1" });
    api.users.me.mockRejectedValueOnce(networkError());
    await session.initialize();
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.get(TOKEN)).toBe(token);
    expect(storage.map.get(REFRESH)).toBe("r1");
    await expect(session.refreshUser()).resolves.toEqual(user());
    expect(session.getState()).toMatchObject({ status: "authenticated", accessToken: token });
  });

  it("keeps the tokens when the refresh fails transiently (429 or network)", async () => {
    for (const error of [networkError(), new FoyerError("too_many_requests", undefined, { status: 429 })]) {
      const { session, api, storage } = setup({ [TOKEN]: jwt(-1000), [REFRESH]: "r1" });
      api.sessions.refresh.mockRejectedValue(error);
      await session.initialize();
      expect(session.getState().status).toBe("unauthenticated");
      expect(storage.map.get(REFRESH)).toBe("r1");
    }
  });

  it("runs once when called repeatedly", async () => {
    const { session, api } = setup({ [TOKEN]: jwt(), [REFRESH]: "r1" });
    await Promise.all([session.initialize(), session.initialize()]);
    await session.initialize();
    expect(api.users.me).toHaveBeenCalledTimes(1);
  });

  it("ignores a users/me answer that arrives after logout", async () => {
    const { session, api } = setup({ [TOKEN]: jwt(), [REFRESH]: "r1" });
    let answer: (u: User) => void = () => undefined;
    api.users.me.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const init = session.initialize();
    await session.logout();
    answer(user());
    await init;
    expect(session.getState().status).toBe("unauthenticated");
  });
});

describe("state and subscriptions", () => {
  it("keeps the state object identical until something changes and notifies subscribers", async () => {
    const { session } = setup();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const loading = session.getState();
    expect(session.getState()).toBe(loading);
    await session.initialize();
    const signedOut = session.getState();
    expect(signedOut).not.toBe(loading);
    expect(listener).toHaveBeenCalledTimes(1);
    await session.logout();
    expect(session.getState()).toBe(signedOut);
    expect(listener).toHaveBeenCalledTimes(1);
    session.setSession(authResult());
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await session.logout();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("setUser replaces the user only when signed in", () => {
    const { session } = setup();
    session.setUser(user("ignored"));
    expect(session.getState().user).toBeNull();
    session.setSession(authResult());
    session.setUser(user("u9"));
    expect(session.getState()).toMatchObject({ status: "authenticated", user: { id: "u9" } });
  });
});

describe("setSession and scheduled refresh", () => {
  it("stores both tokens and becomes authenticated", () => {
    const { session, storage } = setup();
    const result = authResult(jwt(), "r1");
    session.setSession(result);
    expect(storage.map.get(TOKEN)).toBe(result.accessToken);
    expect(storage.map.get(REFRESH)).toBe("r1");
    expect(session.getState()).toEqual({ status: "authenticated", user: result.user, accessToken: result.accessToken });
  });

  it("refreshes ACCESS_TOKEN_REFRESH_MARGIN_MS before exp, and again after each refresh", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    api.sessions.refresh.mockImplementation(async () =>
      authResult(jwt(HOUR), `r${api.sessions.refresh.mock.calls.length + 1}`),
    );

    await vi.advanceTimersByTimeAsync(HOUR - ACCESS_TOKEN_REFRESH_MARGIN_MS - 1000);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.sessions.refresh).toHaveBeenCalledTimes(1);
    expect(api.sessions.refresh).toHaveBeenLastCalledWith({ refreshToken: "r1" });
    expect(storage.map.get(REFRESH)).toBe("r2");

    await vi.advanceTimersByTimeAsync(HOUR - ACCESS_TOKEN_REFRESH_MARGIN_MS);
    expect(api.sessions.refresh).toHaveBeenCalledTimes(2);
    expect(api.sessions.refresh).toHaveBeenLastCalledWith({ refreshToken: "r2" });
  });

  it("after a transient failure retries at expiry, then shows signed-out keeping the tokens", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    api.sessions.refresh.mockRejectedValue(networkError());
    await vi.advanceTimersByTimeAsync(HOUR - ACCESS_TOKEN_REFRESH_MARGIN_MS);
    expect(api.sessions.refresh).toHaveBeenCalledTimes(1);
    expect(session.getState().status).toBe("authenticated");
    await vi.advanceTimersByTimeAsync(ACCESS_TOKEN_REFRESH_MARGIN_MS);
    expect(api.sessions.refresh).toHaveBeenCalledTimes(2);
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.get(REFRESH)).toBe("r1");
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(api.sessions.refresh).toHaveBeenCalledTimes(2);
  });

  it("signs out when the scheduled refresh is rejected", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    api.sessions.refresh.mockRejectedValue(rejected());
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.size).toBe(0);
  });

  it("uses a token another tab already refreshed instead of rotating again", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult(jwt(HOUR), "r1"));
    const before = session.getState().user;
    await vi.advanceTimersByTimeAsync(HOUR - ACCESS_TOKEN_REFRESH_MARGIN_MS - 1);
    const fresh = jwt(HOUR);
    storage.map.set(TOKEN, fresh); // written by another tab, event not delivered yet
    storage.map.set(REFRESH, "r2");
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
    expect(api.users.me).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ status: "authenticated", accessToken: fresh });
    expect(session.getState().user).toBe(before);
  });

  it("accepts injected now/setTimeout/clearTimeout", async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const clearTimeout = vi.fn();
    const { session } = setup(
      {},
      {
        now: () => T0,
        setTimeout: (callback, ms) => timers.push({ callback, ms }),
        clearTimeout,
      },
    );
    session.setSession(authResult(jwt(HOUR)));
    expect(timers.map((t) => t.ms)).toEqual([HOUR - ACCESS_TOKEN_REFRESH_MARGIN_MS]);
    session.setSession(authResult(jwt(HOUR)));
    expect(clearTimeout).toHaveBeenCalledWith(1);
  });

  it("schedules nothing for a token without exp, and refreshes it on demand", async () => {
    const { session, api } = setup();
    session.setSession(authResult("opaque-token", "r1"));
    api.sessions.refresh.mockResolvedValue(authResult(jwt(), "r2"));
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
    await session.getAccessToken();
    expect(api.sessions.refresh).toHaveBeenCalledTimes(1);
  });
});

describe("getAccessToken", () => {
  it("returns a fresh token without refreshing, null when signed out", async () => {
    const { session, api } = setup();
    await expect(session.getAccessToken()).resolves.toBeNull();
    const result = authResult(jwt(HOUR));
    session.setSession(result);
    await expect(session.getAccessToken()).resolves.toBe(result.accessToken);
    expect(api.sessions.refresh).not.toHaveBeenCalled();
  });

  it("shares one in-flight refresh between concurrent callers", async () => {
    const { session, api } = setup();
    session.setSession(authResult(jwt(ACCESS_TOKEN_REFRESH_MARGIN_MS / 2), "r1"));
    const next = authResult(jwt(HOUR), "r2");
    let answer: (r: AuthResult) => void = () => undefined;
    api.sessions.refresh.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const callers = [session.getAccessToken(), session.getAccessToken(), session.getAccessToken()];
    answer(next);
    await expect(Promise.all(callers)).resolves.toEqual([next.accessToken, next.accessToken, next.accessToken]);
    expect(api.sessions.refresh).toHaveBeenCalledTimes(1);
    await session.getAccessToken();
    expect(api.sessions.refresh).toHaveBeenCalledTimes(1);
  });

  it("on a transient refresh failure returns the old token while it is valid, null once expired", async () => {
    const { session, api } = setup();
    const old = jwt(ACCESS_TOKEN_REFRESH_MARGIN_MS / 2);
    session.setSession(authResult(old, "r1"));
    api.sessions.refresh.mockRejectedValue(networkError());
    await expect(session.getAccessToken()).resolves.toBe(old);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_REFRESH_MARGIN_MS);
    await expect(session.getAccessToken()).resolves.toBeNull();
  });

  it("returns null and signs out when the refresh is rejected", async () => {
    const { session, api } = setup();
    session.setSession(authResult(jwt(1000), "r1"));
    api.sessions.refresh.mockRejectedValue(rejected());
    await expect(session.getAccessToken()).resolves.toBeNull();
    expect(session.getState().status).toBe("unauthenticated");
  });
});

describe("refreshUser", () => {
  it("updates the user", async () => {
    const { session, api } = setup();
    session.setSession(authResult());
    api.users.me.mockResolvedValue(user("u1-updated"));
    await expect(session.refreshUser()).resolves.toMatchObject({ id: "u1-updated" });
    expect(session.getState().user?.id).toBe("u1-updated");
  });

  it("returns null and signs out on 401", async () => {
    const { session, api, storage } = setup();
    session.setSession(authResult());
    api.users.me.mockRejectedValue(rejected());
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.getState().status).toBe("unauthenticated");
    expect(storage.map.size).toBe(0);
  });

  it("returns null without a session and rethrows transient errors", async () => {
    const { session, api } = setup();
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(api.users.me).not.toHaveBeenCalled();
    session.setSession(authResult());
    api.users.me.mockRejectedValue(networkError());
    await expect(session.refreshUser()).rejects.toMatchObject({ code: "unknown_auth_error" });
    expect(session.getState().status).toBe("authenticated");
  });
});
