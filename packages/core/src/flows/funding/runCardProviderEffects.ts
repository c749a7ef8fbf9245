import { buildCoinbaseBuyUrl, type CoinbaseExperience } from "../../funding/buildCoinbaseBuyUrl.ts";
import { createMoonpayClient, MoonpayLookupError } from "../../funding/createMoonpayClient.ts";
import type { FundingPopup, FundingPorts } from "../../funding/FundingPorts.ts";
import { coinbaseOnrampTarget, moonpayCurrencyCode } from "../../funding/onrampNetworks.ts";
import type { CoinbaseOnrampEffect, CoinbaseOnrampEvent } from "./coinbaseOnrampMachine.ts";
import type { FundingData } from "./FundingData.ts";
import { onrampDestination } from "./fundingDestination.ts";
import type { MoonpayEffect, MoonpayEvent } from "./moonpayMachine.ts";

type Send<E> = (event: E) => void;

/** The window both card runners share: opened blank inside the click, then sent to the provider. */
function popupSlot(ports: FundingPorts) {
  let popup: FundingPopup | null = null;
  return {
    open: () => {
      popup = ports.openPopup();
      return popup !== null;
    },
    navigate: (url: string) => popup?.navigate(url),
    close: () => popup?.close(),
    closed: () => popup?.closed ?? true,
  };
}

/**
 * Carries out the Coinbase Onramp machine's effects (card with experience "buy", exchange with "send"):
 * the session from the Foyer server for the funded address and the provider's network and asset, the buy
 * URL, the popup, status polls and analytics.
 *
 * @example
 * const runner = createMachineRunner({ initial: coinbaseOnrampMachine.initial(), transition: coinbaseOnrampMachine.transition, run: runCoinbaseOnrampEffects(ports, data, "buy", "0.05") });
 */
export function runCoinbaseOnrampEffects(
  ports: FundingPorts,
  data: FundingData,
  experience: CoinbaseExperience,
  amount: string,
) {
  const popup = popupSlot(ports);
  return (
    effect: Exclude<CoinbaseOnrampEffect, { type: "startTimer" | "cancelTimer" }>,
    send: Send<CoinbaseOnrampEvent>,
  ): void => {
    switch (effect.type) {
      case "openPopup":
        if (!popup.open()) send({ type: "popupBlocked" });
        return;
      case "initSession": {
        const destination = onrampDestination(data, ports.config);
        const target = destination === null ? null : coinbaseOnrampTarget(destination, data.isUSDC ? "USDC" : "native");
        if (!target) {
          send({
            type: "sessionFailed",
            message: `Unsupported chainId: ${data.chain?.id ?? data.solanaChain} for Coinbase Onramp`,
          });
          return;
        }
        ports.api
          .coinbaseInit({
            addresses: [{ address: data.address, blockchains: [target.network] }],
            assets: [target.asset],
          })
          .then((session) =>
            send({
              type: "sessionReady",
              partnerUserId: session.partnerUserId,
              url: buildCoinbaseBuyUrl(ports.config.endpoints.coinbasePayUrl, {
                appId: session.appId,
                sessionToken: session.sessionToken,
                partnerUserId: session.partnerUserId,
                experience,
                endPartnerName: data.appName,
                presetCryptoAmount: amount,
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
        popup.navigate(effect.url);
        return;
      case "closePopup":
        popup.close();
        return;
      case "checkPopup":
        send({ type: "popupChecked", closed: popup.closed() });
        return;
      case "pollStatus":
        ports.api
          .coinbaseStatus(effect.partnerUserId)
          .then((status) => send({ type: "statusAnswered", status }))
          .catch(() => send({ type: "statusFailed" }));
        return;
      case "track":
        ports.track(effect.name, effect.payload);
        return;
    }
  };
}

/**
 * Carries out the MoonPay machine's effects: the signed widget URL from the Foyer server (currency code of
 * the destination, amount, the modal's accent colour and theme), the popup, and the transaction lookups at
 * MoonPay (live or sandbox host and key from the served configuration).
 */
export function runMoonpayEffects(ports: FundingPorts, data: FundingData, amount: string) {
  const popup = popupSlot(ports);
  const { endpoints } = ports.config;
  const apiKey = (ports.moonpaySandbox ? endpoints.moonpaySandboxApiKey : endpoints.moonpayApiKey) ?? "";
  const moonpay = createMoonpayClient({
    apiUrl: ports.moonpaySandbox ? endpoints.moonpaySandboxApiUrl : endpoints.moonpayApiUrl,
    apiKey,
    fetch: ports.fetch,
  });
  return (effect: Exclude<MoonpayEffect, { type: "startTimer" | "cancelTimer" }>, send: Send<MoonpayEvent>): void => {
    switch (effect.type) {
      case "openPopup":
        if (!popup.open()) send({ type: "popupBlocked" });
        return;
      case "sign": {
        const destination = onrampDestination(data, ports.config);
        const currencyCode =
          destination === null ? null : moonpayCurrencyCode(destination, data.isUSDC ? "USDC" : "native");
        if (!currencyCode || !apiKey) {
          send({ type: "signFailed" });
          return;
        }
        ports.api
          .moonpaySign({
            address: data.address,
            useSandbox: ports.moonpaySandbox,
            config: {
              currencyCode,
              quoteCurrencyAmount: amount,
              paymentMethod: "credit_debit_card",
              uiConfig: {
                ...(ports.accentColor ? { accentColor: ports.accentColor } : {}),
                ...(ports.theme ? { theme: ports.theme } : {}),
              },
            },
          })
          .then((answer) =>
            send({ type: "signed", signedUrl: answer.signedUrl, externalTransactionId: answer.externalTransactionId }),
          )
          .catch(() => send({ type: "signFailed" }));
        return;
      }
      case "navigatePopup":
        popup.navigate(effect.url);
        return;
      case "closePopup":
        popup.close();
        return;
      case "checkPopup":
        send({ type: "popupChecked", closed: popup.closed() });
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
    }
  };
}
