import type { LoginEvent, LoginMethodDefinition, LoginState } from "../../loginEntry.ts";
import type { AuthResult, User } from "../../types.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { LoginControllerOptions } from "./createLoginController.ts";

/** What a method's effect runner gets from the login controller of the opening it runs in. */
export interface LoginRunContext<Store = FoyerStore> {
  store: Store;
  options: LoginControllerOptions;
  send(event: LoginEvent): void;
  state(): LoginState;
  /** The modal closed meanwhile: answers are dropped. */
  disposed(): boolean;
  /** Runs `cleanup` when the opening ends (a provider to release). */
  onDispose(cleanup: () => void): void;
  /** Adopts a sign-in (`store.adoptSignIn`), keeps the user for the host's callback, answers `authenticated`. */
  signIn(result: AuthResult): Promise<void>;
  /** Link mode: the account was added to `user`; answers `linked`. */
  linked(user: User, alreadyLinked?: boolean): void;
  /** Feeds an outside sign-in's outcome back (signed in or linked); failures answer `externalFailed` by default. */
  settle(
    outcome: Promise<
      { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User; alreadyLinked?: boolean }
    >,
    onError?: (error: unknown) => void,
  ): void;
  /** The opening's login methods (built-in and the host's): their ids and transfer calls. */
  methods: readonly Pick<RuntimeLoginMethod<Store>, "id" | "transfer">[];
  /** The user the host's callback gets changed (terms accepted, an account transferred in). */
  updateUser(user: User): void;
}

/**
 * The framework-free half of a login method, what the login controller runs: its machine definition (eager or
 * loaded on first use), its effect runners, how its sign-ins are remembered, its account transfer. A UI layer
 * adds its entry and screens (`ClientLoginMethod` in @foyer/react).
 */
export interface RuntimeLoginMethod<Store = FoyerStore> {
  /** The method id (the definition's), known before a lazy definition loads. */
  id: string;
  /** Its part of the login machine, when it loads with the modal. */
  definition?: LoginMethodDefinition;
  /**
   * Or its part loaded on first use (its own chunk, with the machines it runs): when the user sends one of
   * `events`, or when an opening needs it from the start (`neededFor`).
   */
  loadDefinition?: () => Promise<LoginMethodDefinition>;
  /** The event types that start this method (they wait for `loadDefinition`). */
  events?: readonly string[];
  /** The opening starts on this method (link, connect-only, a preselected wallet): load it first. */
  neededFor?(options: LoginControllerOptions): boolean;
  /**
   * A part an opening needs that need not hold it back (its first screen is drawn without it): the controller
   * loads it as the opening starts, and the opening's events wait for it while it loads.
   */
  joinsFor?(options: LoginControllerOptions): boolean;
  /**
   * Its effect runners, by effect type. A runner of "close" runs as the opening ends, before the controller's own
   * ending, which it replaces by answering true (the wallet list's connect-only opening).
   */
  // biome-ignore lint/suspicious/noExplicitAny: each runner takes its own effect's type
  run?: Record<string, (effect: any, ctx: LoginRunContext<Store>) => unknown>;
  /** The transfer call for an account of this method that belongs to another user (account transfer screen). */
  transfer?(
    store: Store,
    account: { type: string; address: string },
  ): { transfer(input: { nonce: string }): Promise<User> } | null;
  /** Runs when an opening starts (e.g. finishing an OAuth redirect the page came back from). */
  opened?(ctx: LoginRunContext<Store>): void;
}
