import type { FundingMethod } from "@foyer/core/funding";

// Drawn here rather than in ui/Icon.tsx: that table is in the page's initial chunk, these only in funding's.
const PATHS: Record<FundingMethod, string> = {
  card: "M3.5 6.5h17v11h-17zM3.5 10h17M7 14.5h3",
  exchange: "M6 9h12l-3.5-3.5M18 15H6l3.5 3.5",
  wallet: "M4 7.5h14.5v11H4zM4 7.5l11-3v3M15 13h.01",
  manual: "M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14",
};

/** The icon of a method on the fund landing (stroke in the current colour, like the modal's icons). */
export function MethodIcon({ method }: { method: FundingMethod }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[method]} />
    </svg>
  );
}
