import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { t } from "../../i18n/t.ts";
import { ModalShell } from "../../modal/ModalShell.tsx";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import type { WalletFlowOutcome, WalletFlowRequest } from "../../recovery/WalletFlowRequest.ts";
import { paletteToCss, themePalette } from "../../theme/themePalette.ts";
import { WalletFlowContext, type WalletFlowContextValue } from "./WalletFlowContext.ts";

const PasswordScreen = lazy(async () => ({ default: (await import("./PasswordScreen.tsx")).PasswordScreen }));
const RecoverySelectionScreen = lazy(async () => ({
  default: (await import("./RecoverySelectionScreen.tsx")).RecoverySelectionScreen,
}));
const RecoverPasswordScreen = lazy(async () => ({
  default: (await import("./RecoverPasswordScreen.tsx")).RecoverPasswordScreen,
}));
const RecoveryOAuthScreen = lazy(async () => ({
  default: (await import("./RecoveryOAuthScreen.tsx")).RecoveryOAuthScreen,
}));
const AutomaticRecoveryScreen = lazy(async () => ({
  default: (await import("./AutomaticRecoveryScreen.tsx")).AutomaticRecoveryScreen,
}));
const MfaVerifyScreen = lazy(async () => ({ default: (await import("../mfa/MfaVerifyScreen.tsx")).MfaVerifyScreen }));
const MfaEnrollScreen = lazy(async () => ({ default: (await import("../mfa/MfaEnrollScreen.tsx")).MfaEnrollScreen }));
const MfaManageScreen = lazy(async () => ({ default: (await import("../mfa/MfaManageScreen.tsx")).MfaManageScreen }));

/** Exhaustive: every request kind → its screen. */
function Screen({ request }: { request: WalletFlowRequest }) {
  switch (request.kind) {
    case "selection":
      return <RecoverySelectionScreen request={request} />;
    case "password":
      return <PasswordScreen request={request} />;
    case "recover":
      return <RecoverPasswordScreen />;
    case "recoveryOAuth":
      return <RecoveryOAuthScreen request={request} />;
    case "automatic":
      return <AutomaticRecoveryScreen />;
    case "mfaVerify":
      return <MfaVerifyScreen />;
    case "mfaEnroll":
      return <MfaEnrollScreen request={request} />;
    case "mfaManage":
      return <MfaManageScreen />;
  }
}

/** How leaving a flow before its screen rendered ends it (MFA screens: 'MFA canceled'). */
function exitOutcome(request: WalletFlowRequest): WalletFlowOutcome {
  if (request.kind === "mfaVerify" || request.kind === "mfaEnroll" || request.kind === "mfaManage")
    return { ok: false, code: "unknown_mfa_error", message: t("mfa.canceled") };
  if (request.kind === "recover" || (request.kind === "recoveryOAuth" && request.action === "recover"))
    return {
      ok: false,
      code: "unknown_embedded_wallet_error",
      message: "User exited before their wallet could be recovered",
    };
  return { ok: false, code: "user_exited_set_password_flow", message: "User exited set recovery flow" };
}

function WalletFlowModal({
  store,
  initial,
  onFinish,
}: {
  store: FoyerStore;
  initial: WalletFlowRequest;
  onFinish(outcome: WalletFlowOutcome): void;
}) {
  const [request, setRequest] = useState(initial);
  const config = store.getSnapshot().config;
  const themeCss = useMemo(
    () => paletteToCss(themePalette(config?.appearance.theme ?? "light", config?.appearance.accentColor)),
    [config],
  );
  const closeRef = useRef<(() => void) | null>(null);
  const context = useMemo<WalletFlowContextValue>(
    () => ({ store, appName: config?.appName ?? "foyer", go: setRequest, finish: onFinish, closeRef }),
    [store, config, onFinish],
  );
  return (
    <ModalShell
      themeCss={themeCss}
      onClose={() => {
        // Escape / backdrop: what the current screen's X does; before a screen has rendered, the kind's exit.
        if (closeRef.current) closeRef.current();
        else onFinish(exitOutcome(request));
      }}
    >
      <WalletFlowContext.Provider value={context}>
        <Suspense
          fallback={
            <div className="foyer-loading" role="status" aria-label={t("modal.loading")}>
              <span className="foyer-spinner" />
            </div>
          }
        >
          <Screen key={JSON.stringify(request)} request={request} />
        </Suspense>
      </WalletFlowContext.Provider>
    </ModalShell>
  );
}

/** Renders the wallet-flow modal in its own React root; resolves with the outcome when it closes. */
export function mountWalletFlow(store: FoyerStore, request: WalletFlowRequest): Promise<WalletFlowOutcome> {
  return new Promise((resolve) => {
    const container = document.createElement("div");
    container.setAttribute("data-foyer-wallet-flow", request.kind);
    document.body.append(container);
    const root = createRoot(container);
    let done = false;
    const finish = (outcome: WalletFlowOutcome) => {
      if (done) return;
      done = true;
      // Unmount after this event has finished dispatching (React forbids unmounting mid-render).
      setTimeout(() => {
        root.unmount();
        container.remove();
      }, 0);
      resolve(outcome);
    };
    root.render(<WalletFlowModal store={store} initial={request} onFinish={finish} />);
  });
}
