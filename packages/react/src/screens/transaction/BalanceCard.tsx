import type { PriceDisplay } from "@foyer/core/transactions";
import { TRANSACTION_TEXTS } from "@foyer/core/transactions";
import { kit } from "../../kit/kit.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** The wallet balance card: which wallet pays, and what it holds (fiat first), flagged when it cannot pay. */
export function BalanceCard({
  address,
  display,
  insufficient,
}: {
  address: string;
  display: PriceDisplay;
  insufficient: boolean;
}) {
  return (
    <div className="foyer-tx-balance" data-foyer-balance="" data-insufficient={insufficient || undefined}>
      <kit.Icon name={moreIcons.wallet} size={22} />
      <div className="foyer-tx-balance-text">
        <strong>{TRANSACTION_TEXTS.balance}</strong>
        <span>{address}</span>
      </div>
      <div className="foyer-tx-balance-amount">
        {display.primary}
        {display.secondary && <small>{display.secondary}</small>}
      </div>
    </div>
  );
}
