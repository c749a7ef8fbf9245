import { QR_CODE_SIZE_WALLET_CONNECT } from "@foyer/core/constants";
import { canRetryWallet, offersConnectionReset, type WalletFlowState } from "@foyer/core/wallets";
import { useEffect } from "#react";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { QrCode } from "../../ui/QrCode.tsx";
import { WalletIcon } from "./WalletIcon.tsx";
import { walletErrorText } from "./walletErrorText.ts";

/** Title and text of the status screen for a stage (spec 000 §2 "Wallet connection and sign-in status screen"). */
function wording(flow: WalletFlowState, wallet: string): { title: string; text: string } {
  switch (flow.stage) {
    case "signPrompt":
      return { title: t("wallets.signTitle"), text: t("wallets.signDetail") };
    case "signing":
    case "verifying":
      return { title: t("wallets.signing"), text: t("wallets.signDetail") };
    case "switching":
      return { title: t("wallets.switching"), text: t("wallets.signDetail") };
    case "done":
      return {
        title: t("wallets.successTitle", { wallet }),
        text: flow.alreadyLinked ? t("wallets.alreadyLinked") : t("wallets.goodToGo"),
      };
    case "failed":
      return {
        title: flow.error ? walletErrorText(flow.error, wallet) : t("wallets.errorConnection"),
        text: flow.retries >= 2 ? t("wallets.unable") : t("wallets.tryAgain"),
      };
    default:
      return flow.pairingUri
        ? { title: t("wallets.scan", { wallet }), text: t("wallets.oneAtATime") }
        : { title: t("wallets.waiting", { wallet }), text: t("wallets.oneAtATime") };
  }
}

/** The wallet app's link that opens a pairing URI (WalletConnect deep link), on phones. */
export function pairingLink(links: { native?: string; universal?: string } | undefined, uri: string): string | null {
  const encoded = encodeURIComponent(uri);
  if (links?.universal) return `${links.universal.replace(/\/+$/, "")}/wc?uri=${encoded}`;
  if (links?.native)
    return `${links.native.endsWith("://") ? links.native : `${links.native.replace(/:?\/*$/, "")}://`}wc?uri=${encoded}`;
  return null;
}

/** Connecting, signing, success or failure of one wallet, with Retry, the sign button and the "Still here?" hint. */
export function WalletStatusScreen({ flow }: { flow: WalletFlowState }) {
  const { send, config } = kit.useModal();
  const connecting = flow.stage === "connecting";
  // Back from another tab or the wallet app while still connecting: the "Still here?" hint at once.
  useEffect(() => {
    if (!connecting) return;
    const onVisible = () => {
      if (document.visibilityState === "visible")
        send({ type: "wallet", event: { type: "timer", id: "walletStillHere" } });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [connecting, send]);
  const choice = flow.choice;
  if (!choice) return null;
  const wallet = (event: Extract<Parameters<typeof send>[0], { type: "wallet" }>["event"]) =>
    send({ type: "wallet", event });
  const { title, text } = wording(flow, choice.name);
  const failed = flow.stage === "failed";
  const busy = !failed && flow.stage !== "signPrompt" && flow.stage !== "done";
  const walletConnectOffered =
    choice.connectorType !== "wallet_connect_v2" && !!config.server?.wallet_connect_cloud_project_id;
  return (
    <div
      data-foyer-wallet-stage={flow.stage}
      data-foyer-wallet-error={flow.error?.kind}
      data-foyer-rpc-code={flow.error?.rpcCode}
    >
      {flow.pairingUri && flow.stage === "connecting" ? (
        <QrCode value={flow.pairingUri} size={QR_CODE_SIZE_WALLET_CONNECT} logo={choice.icon} label={title} />
      ) : (
        <div className="foyer-wallet-hero">
          <WalletIcon src={choice.icon} name={choice.name} size={64} />
          {busy && <span className="foyer-spinner" aria-hidden="true" />}
        </div>
      )}
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {failed ? <kit.Icon name="alert" /> : flow.stage === "done" ? <kit.Icon name="check" /> : null} {title}
      </h2>
      <p className="foyer-text" role={failed ? "alert" : "status"}>
        {text}
      </p>
      <div className="foyer-actions">
        {flow.stage === "signPrompt" && (
          <kit.Button onClick={() => wallet({ type: "sign" })}>{t("wallets.signWithWallet")}</kit.Button>
        )}
        {failed && canRetryWallet(flow) && (
          <kit.Button onClick={() => wallet({ type: "retry" })}>{t("wallets.retry")}</kit.Button>
        )}
        {flow.pairingUri &&
          flow.stage === "connecting" &&
          flow.mobile &&
          pairingLink(flow.option?.mobileLinks, flow.pairingUri) && (
            <a
              className="foyer-button"
              data-variant="primary"
              href={pairingLink(flow.option?.mobileLinks, flow.pairingUri) ?? ""}
            >
              {t("wallets.openInApp")}
            </a>
          )}
        {flow.pairingUri && flow.stage === "connecting" && (
          <kit.Button
            variant="secondary"
            onClick={() => {
              void globalThis.navigator?.clipboard?.writeText(flow.pairingUri ?? "").catch(() => {});
              wallet({ type: "linkCopied" });
            }}
          >
            {flow.copied ? t("wallets.copied") : t("wallets.copyLink")}
          </kit.Button>
        )}
        {(failed || flow.stage === "signPrompt") && (
          <kit.Button variant="secondary" onClick={() => wallet({ type: "useDifferentWallet" })}>
            {t("wallets.useDifferent")}
          </kit.Button>
        )}
      </div>
      {offersConnectionReset(choice) && (failed || (flow.stillHere && flow.stage === "connecting")) && (
        <p className="foyer-reset-link" data-foyer="reset-connection">
          <button type="button" className="foyer-link" onClick={() => wallet({ type: "resetConnection" })}>
            {t("wallets.resetConnection", { wallet: choice.name })}
          </button>
        </p>
      )}
      {flow.stillHere && flow.stage === "connecting" && (
        <div className="foyer-hint" data-foyer="still-here">
          <p>{t("wallets.stillHere")}</p>
          <div className="foyer-links">
            <button type="button" className="foyer-link" onClick={() => wallet({ type: "reconnect" })}>
              {t("wallets.tryConnectingAgain")}
            </button>
            {walletConnectOffered && (
              <button type="button" className="foyer-link" onClick={() => wallet({ type: "useWalletConnect" })}>
                {t("wallets.useWalletConnect")}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
