import type { AuthResult, User } from "@foyer/core/api";
import type { EmailFormState, LoginEffect, LoginEvent, LoginMethodDefinition, LoginState } from "@foyer/core/login";
import type { ComponentType, ReactNode } from "react";
import type { LoginControllerOptions } from "../modal/createLoginController.ts";
import type { ConnectedWalletInfo, FoyerStore } from "../provider/createFoyerStore.ts";

/** What a method's effect runner gets from the login controller of the opening it runs in. */
export interface LoginRunContext {
  store: FoyerStore;
  options: LoginControllerOptions;
  send(event: LoginEvent): void;
  state(): LoginState;
  /** The modal closed meanwhile: answers are dropped. */
  disposed(): boolean;
  /** Adopts a sign-in: stores the session, keeps the user for the host's callback, answers `authenticated`. */
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
  /** Connect-only: the wallet that connected (reported to the host on close). */
  connected(wallet: ConnectedWalletInfo): void;
  /** Focuses box `index` of the code input (replayed once the input registers). */
  focusBox(index: number): void;
}

/** Props of a method's entry on the main login screen (and in the overflow list). */
export interface LoginEntryProps {
  /** The configured login method this entry stands for (e.g. "google" for the OAuth method). */
  method: string;
  /** The "Recent" chip, when this entry was used last (render it above the button). */
  chip: ReactNode;
  /** The email form's state when this entry is drawn inline on the main screen. */
  form?: EmailFormState;
  /** Sends an event to the login flow (e.g. the method's own "open" event). */
  send(event: LoginEvent): void;
}

/** Props of a method's screen: its step, and how to send the login flow an event. */
export interface LoginScreenProps<Step = LoginState["step"]> {
  step: Step;
  send(event: LoginEvent): void;
}

/**
 * One login method on the client: the core definition (its part of the login machine) plus what the modal
 * needs to show and run it: its entry on the main screen, its lazily loaded screens by step name, its effect
 * runners by effect type, and how its accounts are named. The built-in list is `builtinClientMethods`; a host
 * registers its own with `<FoyerProvider methods={[mine]}>`.
 *
 * @example
 * const magicWord: ClientLoginMethod = {
 *   id: "magicWord",
 *   definition: magicWordDefinition,
 *   entries: ["magic_word"],
 *   Entry: MagicWordEntry,
 *   screens: { magicWord: () => import("./MagicWordScreen.tsx").then((m) => m.MagicWordScreen) },
 *   run: { magicWord: (effect, ctx) => void ctx.store.api.request(...).then(ctx.signIn) },
 * };
 */
export interface ClientLoginMethod {
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
  /** The method id (the definition's), known before a lazy definition loads. */
  id: string;
  /**
   * The entries it draws on the main screen: configured login-method names it answers for (or a test), each
   * drawn by `Entry`. A host method's own names are shown after the app's configured methods.
   */
  entries?: readonly string[] | ((method: string) => boolean);
  Entry?: ComponentType<LoginEntryProps>;
  /** Its screens, by step name, each loaded on first show (its own chunk). */
  // biome-ignore lint/suspicious/noExplicitAny: each screen takes its own step's type
  screens?: Record<string, () => Promise<ComponentType<LoginScreenProps<any>>>>;
  /** Its effect runners, by effect type. */
  // biome-ignore lint/suspicious/noExplicitAny: each runner takes its own effect's type
  run?: Record<string, (effect: any, ctx: LoginRunContext) => void>;
  /** The account type an entry is remembered under ("Recent" chip), e.g. "google_oauth" for "google". */
  accountType?(method: string): string;
  /** The account type a `rememberLogin` effect of this method writes; null: not remembered. */
  recentAccountType?(effect: Extract<LoginEffect, { type: "rememberLogin" }>): string | null;
  /** The transfer call for an account of this method that belongs to another user (account transfer screen). */
  transfer?(
    store: FoyerStore,
    account: { type: string; address: string },
  ): { transfer(input: { nonce: string }): Promise<User> } | null;
  /** Runs when an opening starts (e.g. finishing an OAuth redirect the page came back from). */
  opened?(ctx: LoginRunContext): void;
}

/** Does `method` draw the entry of the configured login method `name`? */
export function drawsEntry(method: ClientLoginMethod, name: string): boolean {
  const entries = method.entries;
  if (!entries) return false;
  return typeof entries === "function" ? entries(name) : entries.includes(name);
}
