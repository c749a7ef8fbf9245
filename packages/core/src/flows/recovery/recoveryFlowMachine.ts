import { CLOUD_RECOVERY_PROVIDER_IDS } from "../../providers/recovery/cloudRecoveryProviders.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { FlowFinish, FlowTransition } from "../modalFlow/FlowMachine.ts";
import {
  type AutomaticRecoveryEffect,
  type AutomaticRecoveryEvent,
  type AutomaticRecoveryState,
  automaticRecoveryMachine,
} from "./automaticRecoveryMachine.ts";
import {
  type PasswordFlowEffect,
  type PasswordFlowEvent,
  type PasswordFlowState,
  type PasswordFlowTimerId,
  passwordFlowMachine,
} from "./passwordFlowMachine.ts";
import {
  type RecoverWithPasswordEffect,
  type RecoverWithPasswordEvent,
  type RecoverWithPasswordState,
  recoverWithPasswordMachine,
} from "./recoverWithPasswordMachine.ts";
import {
  type RecoveryOAuthAction,
  type RecoveryOAuthEffect,
  type RecoveryOAuthEvent,
  type RecoveryOAuthProvider,
  type RecoveryOAuthState,
  type RecoveryOAuthTimerId,
  recoveryOAuthMachine,
} from "./recoveryOAuthMachine.ts";
import { routeForRecoveryOption, type UserOwnedRecoveryOption } from "./recoverySelection.ts";

/**
 * The wallet recovery screens (spec 001 §2 "Wallet creation and recovery screens", §4) as one flow: the
 * method selection, the password flow (with its 'Secure Your Account' splash), 'Enter your password', the
 * recovery OAuth screen and automatic recovery. Each screen keeps its own machine; this one routes between
 * them (selection → password or cloud, Back from the password's first step → selection) and names their
 * effects for the host, which runs them against the wallet frame and answers with events.
 */

/** Legacy create flow: which wallets to create once the recovery method is chosen. */
export interface WalletsToCreate {
  ethereum: boolean;
  solana: boolean;
}

/** Which recovery screen the flow opens with (the `openWalletFlow` requests of the recovery kinds). */
export type RecoveryFlowRequest =
  | { kind: "selection"; isInAccountCreateFlow?: boolean; createWallets?: WalletsToCreate }
  | {
      kind: "password";
      resetting?: boolean;
      userInitiated?: boolean;
      fromSelection?: boolean;
      splash?: boolean;
      createWallets?: WalletsToCreate;
      /** Right after the wallet was created on login: leaving leaves it unprotected (its own exit text). */
      isInAccountCreateFlow?: boolean;
    }
  | { kind: "recover" }
  | {
      kind: "recoveryOAuth";
      provider: RecoveryOAuthProvider;
      action: RecoveryOAuthAction;
      isInAccountCreateFlow?: boolean;
      createWallets?: WalletsToCreate;
    }
  | { kind: "automatic" };

/** The request plus what the app's configuration says (its name for the download, its enabled options). */
export type RecoveryFlowInput = RecoveryFlowRequest & {
  appName: string;
  enabledOptions?: readonly UserOwnedRecoveryOption[];
};

export interface RecoveryContext {
  appName: string;
  enabledOptions: readonly UserOwnedRecoveryOption[];
  isInAccountCreateFlow: boolean;
  createWallets: WalletsToCreate | null;
}

export type RecoveryStep =
  /** `currentMethod` is loaded from the wallet (undefined until then); `info` is the 'Why…?' panel. */
  | { screen: "selection"; currentMethod: string | null | undefined; info: boolean }
  | { screen: "password"; splash: boolean; password: PasswordFlowState }
  | { screen: "recover"; recover: RecoverWithPasswordState }
  | { screen: "recoveryOAuth"; oauth: RecoveryOAuthState }
  | { screen: "automatic"; automatic: AutomaticRecoveryState };

export interface RecoveryFlowState {
  context: RecoveryContext;
  step: RecoveryStep;
}

export type RecoveryTimerId = PasswordFlowTimerId | RecoveryOAuthTimerId;

export type RecoveryFlowEvent =
  | { type: "currentMethod"; method: string | null }
  | { type: "showInfo" }
  | { type: "hideInfo" }
  | { type: "choose"; method: UserOwnedRecoveryOption }
  | { type: "splashContinue" }
  | { type: "password"; event: PasswordFlowEvent }
  | { type: "recover"; event: RecoverWithPasswordEvent }
  | { type: "oauth"; event: RecoveryOAuthEvent }
  | { type: "automatic"; event: AutomaticRecoveryEvent }
  | { type: "timer"; id: RecoveryTimerId }
  /** The header's Close, Escape or the backdrop. */
  | { type: "close" };

export type RecoveryFlowEffect =
  | { type: "loadCurrentMethod" }
  | Extract<PasswordFlowEffect, { type: "copyToClipboard" | "download" | "revokeDownload" | "track" }>
  /** Sets the password as the recovery of the user's wallets, or (legacy create flow) creates them with it. */
  | { type: "setPassword"; password: string; createWallets: WalletsToCreate | null }
  | { type: "recoverWithPassword"; password: string }
  /** Opens the provider's consent (a popup, from the click) and answers the drive access token. */
  | { type: "authorizeCloud"; provider: RecoveryOAuthProvider }
  | {
      type: "runCloud";
      action: RecoveryOAuthAction;
      provider: RecoveryOAuthProvider;
      accessToken: string;
      createWallets: WalletsToCreate | null;
    }
  | { type: "setAutomaticRecovery" }
  | { type: "refreshUser" }
  | { type: "startTimer"; id: RecoveryTimerId; ms: number }
  | { type: "cancelTimer"; id: RecoveryTimerId }
  | FlowFinish;

export type RecoveryFlowTransition = FlowTransition<RecoveryFlowState, RecoveryFlowEffect>;

const exited = (message: string): FlowFinish => ({
  type: "finish",
  outcome: "error",
  error: { code: "user_exited_set_password_flow", message, status: null } satisfies FlowError,
});
const EXITED_SELECTION = exited("User exited set recovery flow");
const EXITED_PASSWORD = exited("Exited before password was added to wallet");
/** Spec 001 §8: in the account-create flow the wallet exists already (created on login) and stays unprotected. */
const EXITED_PASSWORD_AFTER_CREATE = exited("User created a wallet but failed to set a password for it");
const exitedPassword = (context: RecoveryContext): FlowFinish =>
  context.isInAccountCreateFlow && !context.createWallets ? EXITED_PASSWORD_AFTER_CREATE : EXITED_PASSWORD;
/** Spec 001 §8: a recovery OAuth request with an action (or provider) the flow does not know. */
export const UNSUPPORTED_RECOVERY_ACTION: FlowFinish = {
  type: "finish",
  outcome: "error",
  error: { code: "unknown_embedded_wallet_error", message: "Unsupported recovery action", status: null },
};
const RECOVERY_OAUTH_ACTIONS: readonly string[] = ["recover", "create-wallet", "set-recovery"];
const RECOVERY_OAUTH_PROVIDERS: readonly string[] = CLOUD_RECOVERY_PROVIDER_IDS;

function toSelection(context: RecoveryContext): RecoveryFlowTransition {
  return {
    state: { context, step: { screen: "selection", currentMethod: undefined, info: false } },
    effects: [{ type: "loadCurrentMethod" }],
  };
}

function withPassword(
  context: RecoveryContext,
  splash: boolean,
  step: FlowTransition<PasswordFlowState, PasswordFlowEffect>,
): RecoveryFlowTransition {
  const effects: RecoveryFlowEffect[] = [];
  for (const effect of step.effects) {
    if (effect.type === "submit")
      effects.push({ type: "setPassword", password: effect.password, createWallets: context.createWallets });
    else if (effect.type === "exit") {
      if (effect.reason === "back") return toSelection(context);
      effects.push(exitedPassword(context));
    } else effects.push(effect);
  }
  return { state: { context, step: { screen: "password", splash, password: step.state } }, effects };
}

function withRecover(
  context: RecoveryContext,
  step: FlowTransition<RecoverWithPasswordState, RecoverWithPasswordEffect>,
): RecoveryFlowTransition {
  return {
    state: { context, step: { screen: "recover", recover: step.state } },
    effects: step.effects.map((e) =>
      e.type === "recover" ? { type: "recoverWithPassword", password: e.password } : e,
    ),
  };
}

function withOAuth(
  context: RecoveryContext,
  step: FlowTransition<RecoveryOAuthState, RecoveryOAuthEffect>,
): RecoveryFlowTransition {
  return {
    state: { context, step: { screen: "recoveryOAuth", oauth: step.state } },
    effects: step.effects.map((e): RecoveryFlowEffect => {
      if (e.type === "authorize") return { type: "authorizeCloud", provider: e.provider };
      if (e.type === "run")
        return {
          type: "runCloud",
          action: e.action,
          provider: e.provider,
          accessToken: e.accessToken,
          createWallets: context.createWallets,
        };
      if (e.type === "finish") return e.outcome === "success" ? { type: "finish", outcome: "success" } : e;
      return e;
    }),
  };
}

function withAutomatic(
  context: RecoveryContext,
  step: FlowTransition<AutomaticRecoveryState, AutomaticRecoveryEffect>,
): RecoveryFlowTransition {
  return {
    state: { context, step: { screen: "automatic", automatic: step.state } },
    effects: step.effects.map((e) => (e.type === "setRecovery" ? { type: "setAutomaticRecovery" } : e)),
  };
}

function initial(input: RecoveryFlowInput): RecoveryFlowTransition {
  const context: RecoveryContext = {
    appName: input.appName,
    enabledOptions: input.enabledOptions?.length ? input.enabledOptions : ["user-passcode"],
    isInAccountCreateFlow: "isInAccountCreateFlow" in input ? input.isInAccountCreateFlow === true : false,
    createWallets: "createWallets" in input && input.createWallets ? input.createWallets : null,
  };
  switch (input.kind) {
    case "selection":
      return toSelection(context);
    case "password":
      return withPassword(
        context,
        input.splash === true,
        passwordFlowMachine.initial({ ...input, appName: input.appName }),
      );
    case "recover":
      return withRecover(context, recoverWithPasswordMachine.initial());
    case "recoveryOAuth":
      // The request comes from host code at run time: an action or provider outside the spec's ends here.
      if (!RECOVERY_OAUTH_ACTIONS.includes(input.action) || !RECOVERY_OAUTH_PROVIDERS.includes(input.provider))
        return { state: toSelection(context).state, effects: [UNSUPPORTED_RECOVERY_ACTION] };
      return withOAuth(context, recoveryOAuthMachine.initial(input));
    case "automatic":
      return withAutomatic(context, automaticRecoveryMachine.initial());
    default:
      return { state: toSelection(context).state, effects: [UNSUPPORTED_RECOVERY_ACTION] };
  }
}

function choose(
  context: RecoveryContext,
  currentMethod: string | null,
  method: UserOwnedRecoveryOption,
): RecoveryFlowTransition {
  const route = routeForRecoveryOption(method, { currentMethod, isInAccountCreateFlow: context.isInAccountCreateFlow });
  if (route.screen === "password") {
    // In the account-create flow the app asked for the password, not the user: no Cancel at the end.
    const options = {
      appName: context.appName,
      resetting: route.resetting,
      fromSelection: true,
      userInitiated: !context.isInAccountCreateFlow,
    };
    return withPassword(context, false, passwordFlowMachine.initial(options));
  }
  // Backing up starts at once, in the click's task: the provider's popup is allowed to open.
  return withOAuth(
    context,
    recoveryOAuthMachine.initial({
      provider: route.provider,
      action: route.action,
      isInAccountCreateFlow: context.isInAccountCreateFlow,
    }),
  );
}

function transition(state: RecoveryFlowState, event: RecoveryFlowEvent): RecoveryFlowTransition {
  const stay: RecoveryFlowTransition = { state, effects: [] };
  const { context, step } = state;
  switch (event.type) {
    case "currentMethod":
      return step.screen === "selection"
        ? { state: { context, step: { ...step, currentMethod: event.method } }, effects: [] }
        : stay;
    case "showInfo":
    case "hideInfo":
      return step.screen === "selection"
        ? { state: { context, step: { ...step, info: event.type === "showInfo" } }, effects: [] }
        : stay;
    case "choose":
      if (
        step.screen !== "selection" ||
        step.currentMethod === undefined ||
        !context.enabledOptions.includes(event.method)
      )
        return stay;
      return choose(context, step.currentMethod, event.method);
    case "splashContinue":
      return step.screen === "password" && step.splash
        ? { state: { context, step: { ...step, splash: false } }, effects: [] }
        : stay;
    case "password":
      if (step.screen !== "password" || step.splash) return stay;
      return withPassword(context, false, passwordFlowMachine.transition(step.password, event.event, context.appName));
    case "recover":
      return step.screen === "recover"
        ? withRecover(context, recoverWithPasswordMachine.transition(step.recover, event.event))
        : stay;
    case "oauth":
      return step.screen === "recoveryOAuth"
        ? withOAuth(context, recoveryOAuthMachine.transition(step.oauth, event.event))
        : stay;
    case "automatic":
      return step.screen === "automatic"
        ? withAutomatic(context, automaticRecoveryMachine.transition(step.automatic, event.event))
        : stay;
    case "timer":
      if (step.screen === "password" && event.id.startsWith("password"))
        return transition(state, { type: "password", event: { type: "timer", id: event.id as PasswordFlowTimerId } });
      if (step.screen === "recoveryOAuth" && event.id === "recoveryOAuthSuccess")
        return transition(state, { type: "oauth", event: { type: "timer", id: event.id } });
      return stay;
    case "close":
      switch (step.screen) {
        case "selection":
          return { state, effects: [EXITED_SELECTION] };
        case "password":
          // Leaving before the result is an exit; on the result, Close finishes with it.
          if (step.splash || step.password.step !== "done") return { state, effects: [exitedPassword(state.context)] };
          return transition(state, { type: "password", event: { type: "close" } });
        case "recover":
          return transition(state, { type: "recover", event: { type: "close" } });
        case "recoveryOAuth":
          return transition(state, { type: "oauth", event: { type: "close" } });
        case "automatic":
          return transition(state, { type: "automatic", event: { type: "close" } });
      }
  }
}

/** The recovery flow: selection, password, recover, recovery OAuth and automatic recovery. */
export const recoveryFlowMachine = { initial, transition };
