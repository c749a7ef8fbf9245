import type { WalletOption } from "@foyer/core";
import {
  WALLET_LIST_MAX_VISIBLE_ROWS,
  WALLET_LIST_OVERSCAN,
  WALLET_LIST_ROW_GAP_PX,
  WALLET_LIST_ROW_HEIGHT_PX,
} from "@foyer/core/constants";
import { useState } from "#react";
import { WalletRow } from "./WalletRow.tsx";

const STRIDE = WALLET_LIST_ROW_HEIGHT_PX + WALLET_LIST_ROW_GAP_PX;

/** The rows to render for a scroll position: the visible ones plus WALLET_LIST_OVERSCAN either side. */
export function visibleRange(count: number, scrollTop: number): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / STRIDE);
  return {
    start: Math.max(0, first - WALLET_LIST_OVERSCAN),
    end: Math.min(count, first + WALLET_LIST_MAX_VISIBLE_ROWS + WALLET_LIST_OVERSCAN),
  };
}

/** Height of the list box: at most WALLET_LIST_MAX_VISIBLE_ROWS rows of 56 px with gaps of 5 px. */
export function listHeight(count: number): number {
  const rows = Math.min(count, WALLET_LIST_MAX_VISIBLE_ROWS);
  return rows * WALLET_LIST_ROW_HEIGHT_PX + Math.max(0, rows - 1) * WALLET_LIST_ROW_GAP_PX;
}

/** The wallet list, virtualised: only the rows near the viewport are in the DOM (listing services are long). */
export function VirtualWalletList({
  options,
  onSelect,
  label,
}: {
  options: readonly WalletOption[];
  onSelect: (option: WalletOption) => void;
  label: string;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(options.length, scrollTop);
  const total = options.length * STRIDE - WALLET_LIST_ROW_GAP_PX;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll box of buttons; a fieldset would bring form semantics
    <div
      className="foyer-wallet-list"
      role="group"
      aria-label={label}
      data-foyer="wallet-list"
      style={{ height: listHeight(options.length) }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: Math.max(0, total), position: "relative" }}>
        {options.slice(start, end).map((option, i) => (
          <WalletRow key={option.key} option={option} onSelect={onSelect} style={{ top: (start + i) * STRIDE }} />
        ))}
      </div>
    </div>
  );
}
