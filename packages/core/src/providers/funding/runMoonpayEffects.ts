import type { MoonpaySignBody } from "../../contract/funding.ts";
import { moonpayCurrencyCode } from "../../contract/onrampNetworks.ts";
import { createMoonpayClient, MoonpayLookupError } from "./createMoonpayClient.ts";
import {
  endpointText,
  type FundingProviderOrder,
  type FundingProviderPorts,
  popupSlot,
} from "./FundingProviderDefinition.ts";
import type { MoonpayEffect, MoonpayEvent } from "./moonpayMachine.ts";

/** MoonPay's API host when the server names none (spec 001 §7). */
export const MOONPAY_API_URL = "https://api.moonpay.com";

/**
 * Carries out the MoonPay machine's effects: the signed widget URL from the Foyer server (currency code of
 * the destination, amount, the modal's accent colour and theme), the popup, and the transaction lookups at
 * MoonPay (live or sandbox host and publishable key from `funding_config.endpoints`: moonpay_api_url,
 * moonpay_api_key, moonpay_sandbox_api_url, moonpay_sandbox_api_key).
 */
export function runMoonpayEffects(ports: FundingProviderPorts, order: FundingProviderOrder) {
  const popup = popupSlot(ports);
  const environment = ports.sandbox ? "moonpay_sandbox" : "moonpay";
  const apiKey = endpointText(order.endpoints, `${environment}_api_key`, null) ?? "";
  const moonpay = createMoonpayClient({
    apiUrl: endpointText(order.endpoints, `${environment}_api_url`, MOONPAY_API_URL),
    apiKey,
    fetch: ports.fetch,
  });
  return (effect: MoonpayEffect, send: (event: MoonpayEvent) => void): void => {
    switch (effect.type) {
      case "openPopup":
        if (!popup.open()) send({ type: "popupBlocked" });
        return;
      case "sign": {
        const currencyCode = order.destination === null ? null : moonpayCurrencyCode(order.destination, order.asset);
        if (!currencyCode || !apiKey) {
          send({ type: "signFailed" });
          return;
        }
        // Typed by the server's own schema (contract/funding.ts): a renamed field fails to compile.
        const body: MoonpaySignBody = {
          address: order.address,
          useSandbox: ports.sandbox,
          config: {
            currencyCode,
            quoteCurrencyAmount: order.amount,
            paymentMethod: "credit_debit_card",
            uiConfig: {
              ...(ports.accentColor ? { accentColor: ports.accentColor } : {}),
              ...(ports.theme ? { theme: ports.theme } : {}),
            },
          },
        };
        ports
          .request<{ signedUrl: string; externalTransactionId: string }>("plugins/moonpay_on_ramp/sign", {
            method: "POST",
            body,
            auth: "required",
          })
          .then((answer) =>
            send({ type: "signed", signedUrl: answer.signedUrl, externalTransactionId: answer.externalTransactionId }),
          )
          .catch(() => send({ type: "signFailed" }));
        return;
      }
      case "navigatePopup":
      case "closePopup":
      case "checkPopup":
        popup.run(effect, send);
        return;
      case "lookup":
        moonpay
          .transactionByExternalId(effect.externalTransactionId)
          .then((transaction) => send({ type: "lookedUp", transaction }))
          .catch((error) =>
            send({ type: "lookupFailed", status: error instanceof MoonpayLookupError ? error.status : null }),
          );
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
