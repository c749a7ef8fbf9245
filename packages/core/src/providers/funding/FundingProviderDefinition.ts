/**
 * The contract of a funding provider (spec 001 §2 "Pay with card", "Transfer from an exchange", §4, §7): one
 * definition per provider (packages/core/src/providers/funding/<name>.ts), listed once in fundingProviders.ts.
 * The funding flow, its screens and the server's funding plugin loop over that list; none of them names a
 * provider. This folder imports only the wire contract's names and constants (never the flow or the wire
 * layer, which read it), so the definitions carry their own narrow view of the runtime (FundingProviderPorts).
 */

/** The landing methods a provider can serve: "Pay with card" and "Transfer from an exchange". */
export type FundingProviderMethod = "card" | "exchange";

/** The window a provider runs in (a popup in the browser), opened blank inside the click. */
export interface FundingPopup {
  navigate(url: string): void;
  close(): void;
  readonly closed: boolean;
}

/** A call to the Foyer server's /api/v1 (the API client's `request`, see api/createRequest.ts). */
export type FundingRequest = <T>(
  path: string,
  init?: { method?: "GET" | "POST" | "DELETE"; body?: unknown; auth?: "none" | "optional" | "required" },
) => Promise<T>;

/** What a provider's runner may use of its surroundings (FundingPorts provides it, tests their own). */
export interface FundingProviderPorts {
  /** The Foyer server (a provider's server half answers there). */
  request: FundingRequest;
  /** Opens the provider's window now (inside the click); null when blocked. */
  openPopup(): FundingPopup | null;
  track(name: string, payload: Record<string, unknown>): void;
  /** Use the providers' sandboxes where they have one (spec 001 §9: false by default). */
  sandbox: boolean;
  /** The modal's accent colour and theme, for widgets that take them. */
  accentColor?: string;
  theme?: "light" | "dark";
  fetch?: typeof fetch;
}

/** One purchase the flow asks a provider for: what it resolved from the funding data. */
export interface FundingProviderOrder {
  method: FundingProviderMethod;
  /** Decimal string in the funded asset's unit. */
  amount: string;
  /** The funded wallet. */
  address: string;
  /** The production chain sold for (an EVM chain id, or "solana"), or null when it is none a provider knows. */
  destination: number | "solana" | null;
  /** How errors name the funded chain (its id, or the Solana cluster). */
  chainLabel: string;
  asset: "native" | "USDC";
  appName: string;
  /** The served `funding_config.endpoints`: each provider reads its own keys (`<id>_...`) with its defaults. */
  endpoints: Readonly<Record<string, unknown>>;
}

/** A provider's status screen (spec 001 §2): its title and text, with a spinner while in progress. */
export interface ProviderStatusView {
  title: string;
  body: string;
  /** The spinner shows while the purchase is in progress. */
  inProgress: boolean;
}

/** How a provider's machine ended, for the flow router: success, or back to the landing with a message. */
export type FundingProviderOutcome =
  | { outcome: "success" }
  | { outcome: "failed" | "abandoned"; message: string | null };

/** The shared card-provider text when the window could not be opened (spec 001 §4). */
export const UNABLE_TO_INITIALIZE_TEXT = "Unable to initialize flow";

/**
 * Everything the client knows about one funding provider. Its status machine follows the machine runner's
 * conventions (timers as `startTimer`/`cancelTimer` effects, `{ type: "timer", id }` events) and starts on
 * `{ type: "start" }`; `run` carries out its other effects; `outcome` tells the router when it ended.
 */
export interface FundingProviderDefinition<
  Id extends string = string,
  State = unknown,
  Event extends { type: string } = { type: string },
  Effect extends { type: string } = { type: string },
> {
  /** The `provider` of `funding_config.options`, the analytics events and `settings.funding.<id>`. */
  readonly id: Id;
  /** How texts name it: the status screen's `fund{label}`, 'Coinbase adds at most $500 at once.' */
  readonly label: string;
  /** The methods it may be offered for (the server refuses an option outside them at startup). */
  readonly methods: readonly FundingProviderMethod[];
  /** Largest purchase at once, in USD (checked on the amount screen when the asset's price is known). */
  readonly maxUsd: number;
  /** The amount screen's line under the title. */
  amountHint(method: FundingProviderMethod): string;
  readonly machine: {
    initial(): State;
    transition(state: State, event: Event): { state: State; effects: Effect[] };
  };
  /** The effect runner of one purchase: answers come back as the machine's events. */
  run(ports: FundingProviderPorts, order: FundingProviderOrder): (effect: Effect, send: (event: Event) => void) => void;
  /** The machine's end, once it is there (null while it runs). */
  outcome(state: State): FundingProviderOutcome | null;
  /** Its status screen for the machine's state. */
  statusView(state: State, method: FundingProviderMethod): ProviderStatusView;
}

/** A definition with its machine's types erased: what the registry and the flow hold. */
export type AnyFundingProviderDefinition<Id extends string = string> = FundingProviderDefinition<Id>;

/**
 * Types one provider's file, checking its machine, runner and views against one another, and hands it to the
 * registry with the machine's types erased (the flow holds its state opaquely and only hands it back to the
 * provider's own functions).
 *
 * @example
 * export const moonpay = defineFundingProvider({ id: "moonpay", label: "MoonPay", methods: ["card"], ... });
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineFundingProvider<
  const Id extends string,
  State,
  Event extends { type: string },
  Effect extends { type: string },
>(definition: FundingProviderDefinition<Id, State, Event, Effect>): AnyFundingProviderDefinition<Id> {
  return definition as unknown as AnyFundingProviderDefinition<Id>;
}

/** A string endpoint of `funding_config.endpoints`, or the provider's default when the server sent none. */
export function endpointText(endpoints: Readonly<Record<string, unknown>>, key: string, fallback: string): string;
export function endpointText(
  endpoints: Readonly<Record<string, unknown>>,
  key: string,
  fallback: string | null,
): string | null;
export function endpointText(
  endpoints: Readonly<Record<string, unknown>>,
  key: string,
  fallback: string | null,
): string | null {
  const value = endpoints[key];
  return typeof value === "string" && value !== "" ? value : fallback;
}

/** The popup effects every card provider's machine asks for, and the event that answers `checkPopup`. */
export type PopupEffect = { type: "navigatePopup"; url: string } | { type: "closePopup" } | { type: "checkPopup" };
export type PopupChecked = { type: "popupChecked"; closed: boolean };

/** The window slot a card runner keeps: opened blank inside the click, then sent to the provider. */
export function popupSlot(ports: FundingProviderPorts) {
  let popup: FundingPopup | null = null;
  return {
    open: () => {
      popup = ports.openPopup();
      return popup !== null;
    },
    /** Runs one popup effect (the same for every provider). */
    run(effect: PopupEffect, send: (event: PopupChecked) => void): void {
      if (effect.type === "navigatePopup") popup?.navigate(effect.url);
      else if (effect.type === "closePopup") popup?.close();
      else send({ type: "popupChecked", closed: popup?.closed ?? true });
    },
  };
}
