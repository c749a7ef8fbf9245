import { t } from "../i18n/t.ts";

/** What the card shows while a screen's chunk or the app's configuration loads. */
export function LoadingScreen() {
  return (
    <div className="foyer-loading" role="status" aria-label={t("modal.loading")}>
      <span className="foyer-spinner" />
    </div>
  );
}
