import { t } from "../i18n/t.ts";
import { Icon } from "./Icon.tsx";

/** Top row of every screen: optional Back on the left, Close on the right. */
export function ScreenHeader({ onBack, onClose }: { onBack?: () => void; onClose?: () => void }) {
  return (
    <div className="foyer-header">
      {onBack ? (
        <button type="button" className="foyer-icon-button" onClick={onBack} aria-label={t("modal.back")}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      {onClose && (
        <button type="button" className="foyer-icon-button" onClick={onClose} aria-label={t("modal.close")}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
