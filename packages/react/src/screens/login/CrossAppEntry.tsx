import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";

/**
 * The cross-app login button (spec 000 §2): the provider app's name and icon; it starts the flow as a login,
 * or a link when the modal runs in link mode (the machine decides). Hidden when the server refuses the app.
 */
export function CrossAppEntry({ providerAppId }: { providerAppId: string }) {
  const { send } = kit.useModal();
  const details = kit.useCrossAppDetails(providerAppId);
  if (details === null) return null;
  return (
    <button
      type="button"
      className="foyer-entry"
      data-foyer-cross-app={providerAppId}
      disabled={details === undefined}
      onClick={() => send({ type: "startOAuth", provider: `foyer:${providerAppId}` })}
    >
      {details?.iconUrl ? (
        <img src={details.iconUrl} alt="" width={20} height={20} style={{ borderRadius: 5 }} />
      ) : (
        <span
          aria-hidden="true"
          style={{
            width: 20,
            height: 20,
            borderRadius: 5,
            display: "inline-grid",
            placeItems: "center",
            fontSize: 12,
            fontWeight: 700,
            background: "var(--foyer-accent)",
            color: "#fff",
          }}
        >
          {(details?.name ?? "?").slice(0, 1)}
        </span>
      )}
      <span className="foyer-entry-label">{details?.name ?? tEntries("crossApp.loading")}</span>
    </button>
  );
}
