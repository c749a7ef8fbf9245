import type { CoinbaseOnrampInitBody } from "../../contract/funding.ts";
import { coinbaseOnrampTarget } from "../../contract/onrampNetworks.ts";
import { buildCoinbaseBuyUrl } from "./buildCoinbaseBuyUrl.ts";
import type { CoinbaseOnrampEffect, CoinbaseOnrampEvent } from "./coinbaseOnrampMachine.ts";
import {
  endpointText,
  type FundingProviderOrder,
  type FundingProviderPorts,
  popupSlot,
} from "./FundingProviderDefinition.ts";

/** Answer of `funding/coinbase_on_ramp/init` (spec 001 §3 "Coinbase init response"). */
export interface CoinbaseOnrampSession {
  appId: string;
  sessionToken: string;
  partnerUserId: string;
}

/** Coinbase's pay host when the server names none (spec 001 §7); the server sends `coinbase_pay_url`. */
export const COINBASE_PAY_URL = "https://pay.coinbase.com";

/**
 * Carries out the Coinbase Onramp machine's effects (card with experience "buy", exchange with "send"):
 * the session from the Foyer server for the funded address and the provider's network and asset, the buy
 * URL, the popup, status polls and analytics.
 *
 * @example
 * const runner = createMachineRunner({ initial: coinbaseOnrampMachine.initial(), transition: coinbaseOnrampMachine.transition, run: runCoinbaseOnrampEffects(ports, order) });
 */
export function runCoinbaseOnrampEffects(ports: FundingProviderPorts, order: FundingProviderOrder) {
  const popup = popupSlot(ports);
  const experience = order.method === "exchange" ? "send" : "buy";
  return (effect: CoinbaseOnrampEffect, send: (event: CoinbaseOnrampEvent) => void): void => {
    switch (effect.type) {
      case "openPopup":
        if (!popup.open()) send({ type: "popupBlocked" });
        return;
      case "initSession": {
        const target = order.destination === null ? null : coinbaseOnrampTarget(order.destination, order.asset);
        if (!target) {
          send({ type: "sessionFailed", message: `Unsupported chainId: ${order.chainLabel} for Coinbase Onramp` });
          return;
        }
        // Typed by the server's own schema (contract/funding.ts): a renamed field fails to compile.
        const body: CoinbaseOnrampInitBody = {
          addresses: [{ address: order.address, blockchains: [target.network] }],
          assets: [target.asset],
        };
        ports
          .request<{ app_id: string; session_token: string; partner_user_id: string }>(
            "funding/coinbase_on_ramp/init",
            {
              method: "POST",
              body,
              auth: "required",
            },
          )
          .then((session) =>
            send({
              type: "sessionReady",
              partnerUserId: session.partner_user_id,
              url: buildCoinbaseBuyUrl(endpointText(order.endpoints, "coinbase_pay_url", COINBASE_PAY_URL), {
                appId: session.app_id,
                sessionToken: session.session_token,
                partnerUserId: session.partner_user_id,
                experience,
                endPartnerName: order.appName,
                presetCryptoAmount: order.amount,
                defaultNetwork: target.network,
                defaultAsset: target.asset,
                defaultPaymentMethod: experience === "buy" ? "CARD" : undefined,
              }),
            }),
          )
          .catch(() => send({ type: "sessionFailed" }));
        return;
      }
      case "navigatePopup":
      case "closePopup":
      case "checkPopup":
        popup.run(effect, send);
        return;
      case "pollStatus":
        ports
          .request<{ status: "pending" | "success" | "failure" }>(
            `funding/coinbase_on_ramp/status?partnerUserId=${encodeURIComponent(effect.partnerUserId)}`,
            { auth: "required" },
          )
          .then((answer) => send({ type: "statusAnswered", status: answer.status }))
          .catch(() => send({ type: "statusFailed" }));
        return;
      case "track":
        ports.track(effect.name, effect.payload);
        return;
      case "startTimer":
      case "cancelTimer":
        // The machine runner keeps the timers.
        return;
    }
  };
}
