import type { EmailFormState, LoginEvent, LoginState } from "@foyer/core/login";
import type { RuntimeLoginMethod, LoginRunContext as RuntimeLoginRunContext } from "@foyer/core/runtime/login";
import type { ComponentType, ReactNode } from "react";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { EntryRowProps } from "../shell/EntryRow.tsx";

/** What a method's effect runner gets from the login controller (`@foyer/core/runtime/login`), over the React store. */
export type LoginRunContext = RuntimeLoginRunContext<FoyerStore>;

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
  /**
   * The modal's entry row (the chip, an icon, the label), to draw the entry like the built-in ones. Passed in
   * rather than imported by a method loaded apart, which would give the row a chunk of its own (issue 19).
   */
  Row: ComponentType<EntryRowProps>;
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
export interface ClientLoginMethod extends RuntimeLoginMethod<FoyerStore> {
  /**
   * The entries it draws on the main screen: configured login-method names it answers for (or a test), each
   * drawn by `Entry`. A host method's own names are shown after the app's configured methods.
   */
  entries?: readonly string[] | ((method: string) => boolean);
  Entry?: ComponentType<LoginEntryProps>;
  /** Its screens, by step name, each loaded on first show (its own chunk). */
  // biome-ignore lint/suspicious/noExplicitAny: each screen takes its own step's type
  screens?: Record<string, () => Promise<ComponentType<LoginScreenProps<any>>>>;
  /** The account type an entry is remembered under ("Recent" chip), e.g. "google_oauth" for "google". */
  accountType?(method: string): string;
}

/** Does `method` draw the entry of the configured login method `name`? */
export function drawsEntry(method: ClientLoginMethod, name: string): boolean {
  const entries = method.entries;
  if (!entries) return false;
  return typeof entries === "function" ? entries(name) : entries.includes(name);
}

/**
 * The method drawing entry `name`: one that lists it by name, else the first whose test accepts it (the OAuth
 * method accepts any provider-shaped name, so a host method named like one still draws its own entry).
 */
export function methodDrawing<M extends ClientLoginMethod>(methods: readonly M[], name: string): M | undefined {
  // The tests: a method listing `name` was found first, so only a test can still accept it (drawsEntry).
  return (
    methods.find((method) => Array.isArray(method.entries) && method.entries.includes(name)) ??
    methods.find((method) => typeof method.entries === "function" && method.entries(name))
  );
}
