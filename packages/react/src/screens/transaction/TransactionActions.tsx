import { Button } from "../../shell/screenKit.ts";

interface TransactionActionsProps {
  primary: { label: string; event: string; busy: boolean; disabled: boolean };
  secondary?: { label: string } | null | undefined;
  send(event: { type: string }): void;
}

/** The review screens' buttons: the view model's primary action, and 'Not now' (close) when cancellable. */
export function TransactionActions({ primary, secondary, send }: TransactionActionsProps) {
  return (
    <div className="foyer-stack">
      <Button loading={primary.busy} disabled={primary.disabled} onClick={() => send({ type: primary.event })}>
        {primary.label}
      </Button>
      {secondary && (
        <Button variant="secondary" onClick={() => send({ type: "close" })}>
          {secondary.label}
        </Button>
      )}
    </div>
  );
}
