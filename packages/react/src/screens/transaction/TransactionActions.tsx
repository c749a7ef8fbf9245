import { kit } from "../../kit/kit.ts";

interface TransactionActionsProps {
  primary: { label: string; event: string; busy: boolean; disabled: boolean };
  secondary?: { label: string } | null | undefined;
  send(event: { type: string }): void;
}

/** The review screens' buttons: the view model's primary action, and 'Not now' (close) when cancellable. */
export function TransactionActions({ primary, secondary, send }: TransactionActionsProps) {
  return (
    <div className="foyer-stack">
      <kit.Button loading={primary.busy} disabled={primary.disabled} onClick={() => send({ type: primary.event })}>
        {primary.label}
      </kit.Button>
      {secondary && (
        <kit.Button variant="secondary" onClick={() => send({ type: "close" })}>
          {secondary.label}
        </kit.Button>
      )}
    </div>
  );
}
