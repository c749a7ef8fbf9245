/**
 * The spinner a waiting status screen shows in place of its badge (`<StatusScreen mark={...}>`), announced
 * by `label`. Apart from StatusScreen because its class lives in moreStyles.tsx, which the email journey's
 * screens (drawn with modalStyles.ts alone) must not reference.
 */
export function ProgressMark({ label }: { label: string }) {
  return (
    <div className="foyer-progress" role="status" aria-label={label}>
      <span className="foyer-spinner" />
    </div>
  );
}
