import type { EmailFormState } from "@foyer/core/login";
import { type ComponentType, Suspense } from "#react";
import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";
import { SocialIcon } from "../../shell/SocialIcon.tsx";
import { landingEntryKey } from "./buildLandingEntries.ts";
import { LandingEntryView } from "./LandingEntryView.tsx";
import { useLandingEntries } from "./useLandingEntries.ts";

// Wallet-first mode pulls in wallet discovery: loaded only when the app turns that mode on. Made at first draw:
// the kit is read at render time, never at a module's top level (kit/kit.ts).
let WalletFirstList: ComponentType | undefined;
const walletFirstList = (): ComponentType =>
  (WalletFirstList ??= kit.retryableLazy(() =>
    import("../wallets/WalletFirstList.tsx").then((m) => m.WalletFirstList),
  ));

/**
 * The landing's list when it holds more than the login methods' entries, all visible (landingParts.ts
 * `drawsFullLanding`): the wallet-first list above it, the app's own providers', cross-app and SSO buttons, and
 * up to 5 entries (4 + the overflow button: "More options", "Other socials" with their marks, or "Log in with
 * email or socials" in wallet-first mode).
 */
export function FullLanding({ form, label }: { form: EmailFormState; label: string }) {
  const { config, send } = kit.useModal();
  const entries = useLandingEntries();
  const WalletFirst = config.appearance.showWalletLoginFirst ? walletFirstList() : null;
  return (
    <>
      {WalletFirst && (
        <Suspense fallback={null}>
          <WalletFirst />
        </Suspense>
      )}
      <kit.List label={label}>
        {entries.visible.map((entry) => (
          <LandingEntryView
            key={landingEntryKey(entry)}
            entry={entry}
            form={entry.kind === "method" && entry.method === "email" ? form : undefined}
          />
        ))}
        {entries.overflow.length > 0 && (
          <button type="button" className="foyer-entry" onClick={() => send({ type: "openMoreOptions" })}>
            {entries.emailOrSocials && <kit.Icon name="mail" />}
            {entries.otherSocials && (
              <span className="foyer-entry-icons">
                {entries.overflow
                  .flatMap((e) => (e.kind === "method" ? [e.method] : []))
                  .slice(0, 3)
                  .map((method) => (
                    <SocialIcon key={method} method={method} size={16} />
                  ))}
              </span>
            )}
            <span className="foyer-entry-label">
              {entries.emailOrSocials
                ? tEntries("landing.emailOrSocials")
                : entries.otherSocials
                  ? tEntries("landing.otherSocials")
                  : tEntries("landing.moreOptions")}
            </span>
            <kit.Icon name="chevron" />
          </button>
        )}
      </kit.List>
    </>
  );
}
