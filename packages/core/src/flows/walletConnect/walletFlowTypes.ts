import type { WalletOption, WalletTarget } from "../../wallets/buildWalletList.ts";
import type { WalletChain } from "../../wallets/walletCatalogue.ts";
import type { WalletChainType, WalletListEntry } from "../../wallets/walletListEntries.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { WalletFlowError } from "./classifyWalletError.ts";

/**
 * External wallet selection, connection and sign-in as a pure machine (spec 000 §2 "External wallet list and
 * selection", "Wallet connection and sign-in status screen", "Install wallet screen", "Mobile redirect
 * screen", "Ledger choice screen"; §4 "Wallet connect and sign-in"). The runtime connects and signs; this
 * decides what the screens show, when to sign, retries, Back and the hand-over to the login flow.
 */

/** Sign in with the wallet, link it to the signed-in user, or only connect it (no sign-in). */
export type WalletPurpose = "login" | "link" | "connect";

/** The wallet and connector being used. */
export interface WalletChoice extends WalletTarget {
  walletClientType: string;
  name: string;
  icon: string;
  /**
   * Once connected: the wallet wants its own "Sign with your wallet" click (§4.2). The runtime reads it from
   * what connected the wallet (`separatesConnectAndSign`) and sends it with the `connected` event.
   */
  signsSeparately?: boolean;
}

/** Connection progress (§4 "Connected, then sign-in initiated, then login with the wallet, then signed"). */
export type WalletStage =
  | "idle"
  | "connecting"
  /** Connected; MetaMask over WalletConnect waits METAMASK_WALLETCONNECT_SIGN_DELAY_MS here. */
  | "connected"
  /** Connected with a connector that separates connect and sign: "Sign with your wallet". */
  | "signPrompt"
  | "switching"
  /** The signature prompt is open in the wallet. */
  | "signing"
  /** Signed; the server checks the signature. */
  | "verifying"
  | "done"
  | "failed";

export type WalletScreenName = "list" | "network" | "status" | "install" | "redirect" | "ledger";

export interface WalletFlowState {
  purpose: WalletPurpose;
  /** The page runs on a phone (mobile redirect instead of install instructions when a wallet has a link). */
  mobile: boolean;
  screen: WalletScreenName;
  search: string;
  chainFilter: WalletChain | "all";
  /** The chosen row (network, install, redirect screens). */
  option: WalletOption | null;
  choice: WalletChoice | null;
  stage: WalletStage;
  /** Pairing URI of the QR-based protocol, once the connector has it (the QR code). */
  pairingUri: string | null;
  address: string | null;
  /** Retry presses on the status screen; from WALLET_CONNECT_MAX_RETRIES Retry is hidden. */
  retries: number;
  error: WalletFlowError | null;
  /** Results of older attempts (after Back or Retry) are ignored. */
  attempt: number;
  /** Phantom on Solana with its Ledger plugin: null until chosen on the Ledger screen. */
  ledger: boolean | null;
  /** The "Still here?" hint (status and mobile redirect screens). */
  stillHere: boolean;
  /** Link mode: the server said the wallet was already linked to this user. */
  alreadyLinked: boolean;
  /** 'Copied' in place of 'Copy link' for a moment after the pairing link was copied. */
  copied?: boolean;
  /** The list is shown again after a failed attempt (its subtitle asks to try connecting again). */
  afterError?: boolean;
  /** The opener's own list, chain type and subtitle (e.g. `connectWallet({ walletList })`), over the app's. */
  list?: WalletListOverride;
  /**
   * The host's `preSelectedWalletId`, until the list screen has looked it up (then the wallet is selected, or
   * the list is shown when the wallet is not in it). Any choice of the user's drops it.
   */
  preselect?: string;
}

/** What a wallet list opening may set instead of the app's appearance settings. */
export interface WalletListOverride {
  walletList?: WalletListEntry[];
  walletChainType?: WalletChainType;
  description?: string;
  /** Open directly on this wallet (a wallet list value or client type, e.g. "metamask"), skipping the list. */
  preSelectedWalletId?: string;
  /**
   * Where the page goes once the wallet connected (or signed in / was linked) and the modal closed: a path or
   * URL of the page's own origin, e.g. "/portfolio" (another origin is ignored: an opener could be handed a
   * value from a query string). Without it the page stays where it is.
   */
  onCompleteNavigateTo?: string;
}

/** `walletRequestTimeout`: the wallet left a connect, switch or signature request unanswered too long. */
export type WalletTimerId =
  | "walletSignDelay"
  | "walletStillHere"
  | "walletDone"
  | "walletRequestTimeout"
  | "walletCopyReset";

export type WalletFlowEvent =
  | { type: "search"; text: string }
  | { type: "chainFilter"; chain: WalletChain | "all" }
  | { type: "select"; option: WalletOption }
  /** The list screen looked up the pending `preselect`: the matching row, or null when the list lacks it. */
  | { type: "preselect"; option: WalletOption | null }
  | { type: "selectNetwork"; chain: WalletChain }
  | { type: "pairingUri"; uri: string; attempt: number }
  /** `signsSeparately`: the connector (or wallet) asks for a sign click of its own (separatesConnectAndSign). */
  | { type: "connected"; address: string; attempt: number; ledgerPlugin?: boolean; signsSeparately?: boolean }
  | { type: "connectFailed"; error: FlowError; attempt: number }
  /** "Sign with your wallet". */
  | { type: "sign" }
  | { type: "chooseLedger"; ledger: boolean }
  /** Progress reported by the runtime while it signs in. */
  | { type: "progress"; stage: "switching" | "signing" | "verifying"; attempt: number }
  | { type: "signedIn"; attempt: number; alreadyLinked?: boolean }
  | { type: "signInFailed"; error: FlowError; attempt: number }
  | { type: "retry" }
  /** "Try connecting again" of the "Still here?" hint: connect again without spending a retry. */
  | { type: "reconnect" }
  /**
   * The status screen's reset link for one wallet brand (see offersConnectionReset): forget the site's
   * connection in the wallet, then connect again, so the wallet asks afresh (its account picker included).
   */
  | { type: "resetConnection" }
  /** The hint's link to the QR-based protocol instead. */
  | { type: "useWalletConnect" }
  | { type: "useDifferentWallet" }
  | { type: "back" }
  /** The screen copied the pairing link ('Copy link'). */
  | { type: "linkCopied" }
  | { type: "timer"; id: WalletTimerId };

export type WalletFlowEffect =
  /** `reset`: forget the site's connection in the wallet first (the brand's reset link). */
  | { type: "connect"; choice: WalletChoice; attempt: number; reset?: boolean }
  /** Nonce, message, signature, then siwe/siws authenticate (or link). Not used in connect-only mode. */
  | {
      type: "signIn";
      choice: WalletChoice;
      address: string;
      purpose: "login" | "link";
      ledger: boolean;
      attempt: number;
    }
  | { type: "openUrl"; url: string }
  | { type: "startTimer"; id: WalletTimerId; ms: number }
  | { type: "cancelTimer"; id: WalletTimerId }
  | { type: "reportError"; error: FlowError }
  /**
   * The flow is over: "signedIn" / "linked" (the runtime already stored the session or the user),
   * "connected" (connect-only), "gated" (an error the login flow routes), "exit" (Back from the list).
   */
  | { type: "finish"; outcome: "signedIn" | "linked" | "connected" | "exit" }
  | { type: "finish"; outcome: "gated"; error: FlowError };

export interface WalletFlowTransition {
  state: WalletFlowState;
  effects: WalletFlowEffect[];
}

export interface WalletFlowOptions {
  purpose: WalletPurpose;
  mobile?: boolean;
  /** Start with this row chosen (the screen's preSelectedWalletId). */
  preselected?: WalletOption;
  list?: WalletListOverride;
}

/**
 * The one wallet brand whose status screen carries a reset link (spec 000 §2 names the link, not the brand):
 * MetaMask in the page. It remembers which accounts a site may use and answers a new connect with them
 * without asking, so a user on the wrong account, or a wallet stuck on a half-finished request, cannot get
 * back to its account picker from the page. The reset revokes that permission (`wallet_revokePermissions`,
 * which MetaMask implements) and connects again.
 */
export function offersConnectionReset(choice: Pick<WalletChoice, "connectorType" | "walletClientType">): boolean {
  return choice.connectorType === "injected" && choice.walletClientType === "metamask";
}
