import type { AuthResult, User } from "@foyer/core/api";
import { CODE_ERROR_RESET_MS, SUCCESS_AUTO_CLOSE_MS } from "@foyer/core/constants";
import { FoyerError } from "@foyer/core/errors";
import { type LoginEffect, type LoginEvent, type LoginStep, statusStepParts } from "@foyer/core/login";
import { createLoginController, type LoginControllerOptions, loadNeededMethods } from "@foyer/core/runtime/login";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtinClientMethods } from "../methods/builtinClientMethods.ts";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

const user: User = {
  id: "u1",
  createdAt: new Date(0),
  linkedAccounts: [],
  mfaMethods: [],
  hasAcceptedTerms: false,
  isGuest: false,
  customMetadata: {},
};

/** The wire's shape of a sign-in answer (`toAuthResult` reads it back to `result`), for the test's users. */
const wireAuth = (result: AuthResult) => ({
  user: {
    id: result.user.id,
    created_at: result.user.createdAt.getTime() / 1000,
    linked_accounts: [],
    mfa_methods: [],
    has_accepted_terms: result.user.hasAcceptedTerms,
    is_guest: result.user.isGuest,
    custom_metadata: result.user.customMetadata,
  },
  token: result.accessToken,
  refresh_token: result.refreshToken,
  is_new_user: result.isNewUser,
});

function fakeStore(authenticate: (code: string) => Promise<AuthResult>) {
  const calls = { init: [] as string[], finish: [] as unknown[], errors: [] as string[], sessions: 0 };
  const passwordless = {
    init: async (email: string) => void calls.init.push(email),
    authenticate: async (code: string) => wireAuth(await authenticate(code)),
    link: async (): Promise<unknown> => {
      throw new Error("unreachable");
    },
  };
  const store = {
    appId: "app",
    api: {
      passwordless,
      // The email code step's calls go through the client's request function (codeClientMethod.ts).
      request: async (path: string, { body }: { body: { email: string; code: string } }) =>
        path === "passwordless/init"
          ? passwordless.init(body.email)
          : path === "passwordless/authenticate"
            ? passwordless.authenticate(body.code)
            : passwordless.link(),
    },
    // The one sign-in adoption of the runtime: counted, not run (the store has its own tests in core).
    adoptSignIn: async () => void calls.sessions++,
    finishLogin: (outcome: unknown) => void calls.finish.push(outcome),
    finishLink: (outcome: unknown) => void calls.finish.push(outcome),
    reportLoginError: (code: string) => void calls.errors.push(code),
    // An opening ended without a result: the store picks the code by the opening's mode (flowStack.test.ts).
    exitOpening: (code?: string) => void calls.finish.push(code ? { error: code } : "exit"),
  } as unknown as FoyerStore;
  return { store, calls };
}

/** A store for journeys that never check a code (wallet, close, a host's method). */
const storeWithoutCodes = () =>
  fakeStore(async () => {
    throw new Error("unreachable");
  });

/** The page is at `href`: returns the `location.assign` that an onCompleteNavigateTo navigation calls. */
function pageAt(href: string) {
  const assign = vi.fn();
  vi.stubGlobal("window", { location: { href, assign } });
  return assign;
}

/** The options of a login() opening whose wallet list was given `onCompleteNavigateTo: "/portfolio"`. */
const navigatingOptions = {
  requireTermsAcceptance: false,
  walletListOverride: { onCompleteNavigateTo: "/portfolio" },
};

const flush = () => vi.advanceTimersByTimeAsync(0);
/** Lets the sign-in land, the success screen close itself and the navigation's module load. */
async function throughSuccess() {
  await flush();
  await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
  await vi.dynamicImportSettled();
}

/** Signs in as the wallet method does (its state's method is "wallet"), without a wallet to talk to. */
const walletStandIn: ClientLoginMethod = {
  id: "walletStandIn",
  definition: {
    id: "walletStandIn",
    steps: ["standIn"],
    ...statusStepParts(["standIn"]),
    transition(state, event, kit) {
      if ((event as { type: string }).type !== "openStandInWallet") return null;
      const step = { name: "standIn", status: "pending", error: null } as unknown as LoginStep;
      return kit.go({ ...state, method: "wallet" }, step, [{ type: "standInSign" } as unknown as LoginEffect]);
    },
  },
  run: {
    standInSign: (_effect, ctx) => void ctx.signIn({ user, accessToken: "a", refreshToken: "r", isNewUser: false }),
  },
};

describe("createLoginController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs the email journey: wrong code, reset after 1.4 s with focus on box 0, then success and close", async () => {
    const { store, calls } = fakeStore(async (code) => {
      if (code !== "123456") throw new FoyerError("invalid_credentials", undefined, { status: 401 });
      return { user, accessToken: "a", refreshToken: "r", isNewUser: true };
    });
    const controller = createLoginController(store, { requireTermsAcceptance: false }, builtinClientMethods);

    controller.send({ type: "submitEmail", email: "ada@example.com" });
    await flush();
    expect(calls.init).toEqual(["ada@example.com"]);
    expect(controller.getState().step.name).toBe("code");

    for (const [i, d] of [..."111111"].entries())
      controller.send({ type: "code", event: { type: "input", index: i, text: d } });
    await flush();
    const step = controller.getState().step;
    expect(step.name === "code" && step.error).toEqual({ kind: "incorrect_code" });

    const focus = step.name === "code" && step.focus;
    await vi.advanceTimersByTimeAsync(CODE_ERROR_RESET_MS);
    const reset = controller.getState().step;
    expect(reset.name === "code" && reset.digits.join("")).toBe("");
    // A new focus request for the first box (CodeInput follows it).
    expect(reset.name === "code" && reset.focus).toEqual({ index: 0 });
    expect(reset.name === "code" && reset.focus).not.toBe(focus);

    controller.send({ type: "code", event: { type: "paste", index: 0, text: "123456" } });
    await flush();
    expect(controller.getState().step.name).toBe("success");
    expect(calls.sessions).toBe(1);
    expect(calls.finish).toEqual([]);
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(calls.finish).toEqual([{ result: { user, isNewUser: true, loginMethod: "email" } }]);
  });

  it("the wallet list's onCompleteNavigateTo: the page goes there after a wallet sign-in and the callbacks, not after an exit", async () => {
    const assign = pageAt("https://app.example/login");
    const { store, calls } = storeWithoutCodes();
    const done = createLoginController(store, navigatingOptions, [...builtinClientMethods, walletStandIn]);
    done.send({ type: "openStandInWallet" } as unknown as LoginEvent);
    await throughSuccess();
    expect(calls.finish).toEqual([{ result: { user, isNewUser: false, loginMethod: "wallet" } }]);
    expect(assign.mock.calls).toEqual([["https://app.example/portfolio"]]);

    const exited = createLoginController(store, navigatingOptions, [...builtinClientMethods, walletStandIn]);
    exited.send({ type: "close" });
    await vi.dynamicImportSettled();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("linkWallet({ onCompleteNavigateTo }): the page goes there once the wallet is linked", async () => {
    const assign = pageAt("https://app.example/account");
    const { store, calls } = storeWithoutCodes();
    const options: LoginControllerOptions = {
      requireTermsAcceptance: false,
      mode: "link",
      linkMethod: "wallet",
      walletListOverride: { onCompleteNavigateTo: "/wallets" },
    };
    const controller = createLoginController(store, options, [...builtinClientMethods, walletStandIn]);
    controller.send({ type: "openStandInWallet" } as unknown as LoginEvent);
    // A link opening's events wait for the account transfer's part, which loads as it starts.
    await vi.dynamicImportSettled();
    await flush();
    await throughSuccess();
    expect(calls.finish).toEqual([{ user }]);
    expect(assign.mock.calls).toEqual([["https://app.example/wallets"]]);
  });

  it("a login() opening given onCompleteNavigateTo stays on the page when the user signs in with email", async () => {
    const assign = pageAt("https://app.example/login");
    const { store, calls } = fakeStore(async () => ({ user, accessToken: "a", refreshToken: "r", isNewUser: false }));
    const controller = createLoginController(store, navigatingOptions, builtinClientMethods);
    controller.send({ type: "submitEmail", email: "ada@example.com" });
    await flush();
    controller.send({ type: "code", event: { type: "paste", index: 0, text: "123456" } });
    await throughSuccess();
    expect(calls.finish).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("closing ends the opening with its own exit (exited_auth_flow for a login) and stops timers", async () => {
    const { store, calls } = storeWithoutCodes();
    const controller = createLoginController(store, { requireTermsAcceptance: false }, builtinClientMethods);
    controller.send({ type: "submitEmail", email: "ada@example.com" });
    await flush();
    controller.send({ type: "close" });
    expect(calls.finish).toEqual(["exit"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("closing a link opening ends it with its own exit; the user who closed a signed-in link is not linked", async () => {
    const { store, calls } = storeWithoutCodes();
    const options: LoginControllerOptions = { requireTermsAcceptance: false, mode: "link", linkMethod: "email" };
    const controller = createLoginController(store, options, builtinClientMethods);
    controller.send({ type: "close" });
    // The close may wait for the account transfer's part, which a link opening loads as it starts.
    await vi.waitFor(() => expect(calls.finish).toEqual(["exit"]));
  });

  it("loads a lazy method's machine on its first event (the wallet list), then runs it", async () => {
    const { store } = storeWithoutCodes();
    const controller = createLoginController(store, { requireTermsAcceptance: false }, builtinClientMethods);
    controller.send({ type: "openWallets" });
    // The wallet method's definition is not in the modal's chunk: nothing happens until it has loaded.
    expect(controller.getState().step.name).toBe("landing");
    await vi.waitFor(() => expect(controller.getState().step.name).toBe("wallets"));
    expect(controller.getState().method).toBe("wallet");
  });

  it("a link's 409 account_transfer_required: the transfer part, loaded as the link opening starts, routes it and runs the screen", async () => {
    const details = { nonce: "n1", account: { type: "email", address: "ada@example.com" } };
    const { store, calls } = storeWithoutCodes();
    (store.api as unknown as { passwordless: { link(): Promise<unknown> } }).passwordless.link = async () => {
      throw new FoyerError("account_transfer_required", undefined, { status: 409, details });
    };
    const options: LoginControllerOptions = { requireTermsAcceptance: false, mode: "link", linkMethod: "email" };
    // The part loads as the opening starts (its first screen does not wait for it); the events wait for it.
    const controller = createLoginController(store, options, builtinClientMethods);
    controller.send({ type: "submitEmail", email: "ada@example.com" });
    expect(controller.getState().step.name).toBe("email");
    await vi.dynamicImportSettled();
    await flush();
    controller.send({ type: "code", event: { type: "paste", index: 0, text: "123456" } });
    await flush();
    expect(controller.getState().step).toMatchObject({ name: "accountTransfer", transfer: { stage: "initial" } });
    controller.send({ type: "transfer", event: { type: "decline" } });
    // A link declined: the opening ends as an exit.
    expect(calls.finish).toEqual(["exit"]);
    expect(calls.errors).toEqual([]);
  });

  it("terms: the post-login part, loaded apart, shows and answers the terms screen; events before it loaded wait for it", async () => {
    const { store, calls } = fakeStore(async () => ({ user, accessToken: "a", refreshToken: "r", isNewUser: true }));
    const accepted: string[] = [];
    Object.assign(store, {
      api: {
        ...store.api,
        users: {
          acceptTerms: async () => {
            accepted.push("accept");
            return { ...user, hasAcceptedTerms: true };
          },
        },
      },
      session: { refreshUser: async () => {} },
    });
    // Created without loadNeededMethods: the sign-in waits for the part, which owns the terms screen's turn.
    const controller = createLoginController(store, { requireTermsAcceptance: true }, builtinClientMethods);
    controller.send({ type: "submitEmail", email: "ada@example.com" });
    expect(controller.getState().step.name).toBe("landing");
    await vi.dynamicImportSettled();
    await flush();
    controller.send({ type: "code", event: { type: "paste", index: 0, text: "123456" } });
    await flush();
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(controller.getState().step).toMatchObject({ name: "terms", status: "idle" });
    controller.send({ type: "acceptTerms" });
    await vi.waitFor(() => expect(accepted).toEqual(["accept"]));
    await vi.waitFor(() => expect(controller.getState().step.name).toBe("success"));
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(calls.finish).toEqual([
      { result: { user: { ...user, hasAcceptedTerms: true }, isNewUser: true, loginMethod: "email" } },
    ]);
  });

  it("wallet creation on login: the creator runs after the sign-in, then success and close", async () => {
    const { store, calls } = fakeStore(async () => ({ user, accessToken: "a", refreshToken: "r", isNewUser: true }));
    const created: string[] = [];
    const options: LoginControllerOptions = {
      requireTermsAcceptance: false,
      createEmbeddedWallet: async (onStart) => {
        onStart();
        created.push("wallet");
      },
    };
    // As the modal does: the post-login part (the wallet's creation) loads before the opening starts.
    await loadNeededMethods(builtinClientMethods, options);
    const controller = createLoginController(store, options, builtinClientMethods);
    controller.send({ type: "submitEmail", email: "ada@example.com" });
    await flush();
    controller.send({ type: "code", event: { type: "paste", index: 0, text: "123456" } });
    await flush();
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(created).toEqual(["wallet"]);
    await vi.waitFor(() => expect(controller.getState().step.name).toBe("success"));
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(calls.finish).toEqual([{ result: { user, isNewUser: true, loginMethod: "email" } }]);
  });

  it("an OAuth sign-in's provider tokens reach onComplete (finishLogin), the session's tokens never", async () => {
    const { store, calls } = fakeStore(async () => {
      throw new Error("unreachable");
    });
    const oauthTokens = { provider: "google", accessToken: "ya29.provider", scopes: ["openid"] };
    // Signs in as the OAuth runner does (its state's method is "oauth"), without a provider to talk to.
    const oauthStandIn: ClientLoginMethod = {
      id: "oauthStandIn",
      definition: {
        id: "oauthStandIn",
        steps: ["standIn"],
        ...statusStepParts(["standIn"]),
        transition(state, event, kit) {
          if ((event as { type: string }).type !== "openOAuthStandIn") return null;
          const step = { name: "standIn", status: "pending", error: null } as unknown as LoginStep;
          return kit.go({ ...state, method: "oauth" }, step, [{ type: "standInOAuth" } as unknown as LoginEffect]);
        },
      },
      run: {
        standInOAuth: (_effect, ctx) =>
          void ctx.signIn({ user, accessToken: "a", refreshToken: "r", isNewUser: true, oauthTokens }),
      },
    };
    const controller = createLoginController(store, { requireTermsAcceptance: false }, [
      ...builtinClientMethods,
      oauthStandIn,
    ]);
    controller.send({ type: "openOAuthStandIn" } as unknown as LoginEvent);
    await flush();
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(calls.finish).toEqual([{ result: { user, isNewUser: true, oauthTokens, loginMethod: "oauth" } }]);
  });

  it("runs a host's own method: its entry event, its effect runner, and the shared sign-in", async () => {
    const { store, calls } = storeWithoutCodes();
    const own: ClientLoginMethod = {
      id: "knock",
      definition: {
        id: "knock",
        steps: ["knock"],
        ...statusStepParts(["knock"]),
        transition(state, event, kit) {
          const type = (event as { type: string }).type;
          if (type === "openKnock") {
            const step = { name: "knock", status: "pending", error: null } as unknown as LoginStep;
            return kit.go({ ...state, method: "knock" }, step, [{ type: "knock" } as unknown as LoginEffect]);
          }
          return null;
        },
      },
      run: {
        knock: (_effect, ctx) => void ctx.signIn({ user, accessToken: "a", refreshToken: "r", isNewUser: false }),
      },
    };
    const controller = createLoginController(store, { requireTermsAcceptance: false }, [...builtinClientMethods, own]);
    controller.send({ type: "openKnock" } as unknown as LoginEvent);
    await flush();
    expect(calls.sessions).toBe(1);
    expect(controller.getState().step.name).toBe("success");
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS);
    expect(calls.finish).toEqual([{ result: { user, isNewUser: false, loginMethod: "knock" } }]);
  });
});
