import { cloudRecoveryProvider } from "@foyer/core/providers";
import { type RecoveryFlowEvent, type RecoveryFlowState, recoveryOAuthTexts } from "@foyer/core/wallets";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { DrawnIcon } from "../../shell/SocialIcon.tsx";

/** Cloud backup/recovery (Google Drive, iCloud): 'Confirm it's really you', progress, success or 'Try again'. */
export function RecoveryOAuthScreen({ state, send }: FlowScreenProps<RecoveryFlowState, RecoveryFlowEvent>) {
  if (state.step.screen !== "recoveryOAuth") return null;
  const oauth = state.step.oauth;
  const texts = recoveryOAuthTexts(oauth);
  // Its mark and names come from the provider's registry entry (core providers/recovery).
  const provider = cloudRecoveryProvider(oauth.provider);
  const busy = oauth.status === "authorizing" || oauth.status === "working";
  return (
    <FlowScreenFrame name="recoveryOAuth" onClose={() => send({ type: "close" })}>
      {busy && (
        <div className="foyer-progress" role="status" aria-label={texts.title}>
          <span className="foyer-spinner" />
        </div>
      )}
      {!busy && "children" in provider.icon && (
        <div className="foyer-badge" data-foyer-recovery-provider={provider.id}>
          <DrawnIcon icon={provider.icon} size={28} />
        </div>
      )}
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {texts.title}
      </h2>
      {texts.detail && <p className="foyer-text">{texts.detail}</p>}
      {texts.button && (
        <kit.Button
          onClick={() => send({ type: "oauth", event: { type: oauth.status === "failure" ? "retry" : "confirm" } })}
        >
          {texts.button}
        </kit.Button>
      )}
    </FlowScreenFrame>
  );
}
