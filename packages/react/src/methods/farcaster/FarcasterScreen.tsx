import { useEffect, useMemo, useState } from "#react";
import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { SocialIcon } from "../../shell/SocialIcon.tsx";
import { moreIcons } from "../../ui/moreIcons.ts";
import { QrCode } from "../../ui/QrCode.tsx";
import { displayConnectUri } from "./displayConnectUri.ts";
import { farcasterErrorText } from "./farcasterErrorText.ts";
import { isMobileUserAgent } from "./isMobileUserAgent.ts";

/**
 * Farcaster sign-in (spec 000 §2): on desktop a QR code of the connect URI and the link itself (no https
 * prefix, truncated, copyable); on a phone "Open Farcaster app". Polling, the 120 s timeout and Retry live
 * in farcasterMachine; this screen only renders its state.
 */
export function FarcasterScreen({ step }: ScreenProps<"farcaster">) {
  const { send, controller } = kit.useModal();
  const { status, channel, error, copied } = step.farcaster;
  const linking = controller.getState().mode === "link";
  const mobile = useMemo(() => isMobileUserAgent(globalThis.navigator?.userAgent), []);
  // Once the app was opened and the user is back here still waiting, the button offers to go there again.
  const [opened, setOpened] = useState(false);

  // Link mode opens on this screen: the request starts as soon as it shows.
  useEffect(() => {
    if (status === "idle") send({ type: "startFarcaster" });
  }, [status, send]);

  const failed = status === "failed" && error;
  const badge = failed ? (
    <kit.Icon name="alert" size={26} />
  ) : status === "done" ? (
    <kit.Icon name="check" size={26} />
  ) : (
    <SocialIcon method="farcaster" size={26} />
  );
  const title = t(linking ? "farcaster.linkTitle" : "farcaster.title");

  let body: React.ReactNode;
  if (failed) {
    body = (
      <>
        <p className="foyer-text" role="alert" data-foyer="farcaster-error">
          {farcasterErrorText(error)}
        </p>
        <kit.Button onClick={() => send({ type: "startFarcaster" })}>{t("passkey.retry")}</kit.Button>
      </>
    );
  } else if (status === "waiting" && channel) {
    body = mobile ? (
      <>
        <p className="foyer-text">{t("farcaster.mobileHint")}</p>
        <a
          className="foyer-button"
          data-variant="primary"
          href={channel.connectUri}
          data-foyer="farcaster-open-app"
          style={{ textDecoration: "none" }}
          onClick={() => setOpened(true)}
        >
          {opened ? t("farcaster.takeMe") : t("farcaster.openApp")}
        </a>
      </>
    ) : (
      <>
        <p className="foyer-text">{t("farcaster.scanHint")}</p>
        <div style={{ display: "flex", justifyContent: "center", margin: "0 0 16px" }}>
          <QrCode value={channel.connectUri} label={t("farcaster.qrLabel")} />
        </div>
        <div className="foyer-address" data-foyer="farcaster-link" data-connect-uri={channel.connectUri}>
          {/* The link itself opens Farcaster's sign-in page (a desktop user may be signed in to it in this browser). */}
          <a
            href={channel.connectUri}
            target="_blank"
            rel="noopener noreferrer"
            title={channel.connectUri}
            data-foyer="farcaster-open-link"
          >
            <code>{displayConnectUri(channel.connectUri)}</code>
          </a>
          <button
            type="button"
            className="foyer-link"
            onClick={() => send({ type: "farcaster", event: { type: "copyLink" } })}
          >
            <kit.Icon name={copied ? "check" : moreIcons.copy} size={14} />
            {copied ? t("transfer.copied") : t("farcaster.copyLink")}
          </button>
        </div>
      </>
    );
  } else {
    const text = status === "verifying" || status === "done" ? t("farcaster.verifying") : t("farcaster.opening");
    body = (
      <div className="foyer-progress" role="status" aria-label={text}>
        <span className="foyer-spinner" />
      </div>
    );
  }

  return (
    <kit.ScreenFrame name="farcaster" back={!linking && status !== "verifying" && status !== "done"}>
      <div className="foyer-badge" data-tone={failed ? "error" : undefined}>
        {badge}
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {title}
      </h2>
      {body}
    </kit.ScreenFrame>
  );
}
