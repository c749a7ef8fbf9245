/** The funding amount field: a decimal input (the machine sanitises it) with its currency label beside it. */
export function AmountField({
  value,
  currency,
  onChange,
  label = "Amount",
}: {
  value: string;
  currency: string;
  onChange(raw: string): void;
  label?: string;
}) {
  return (
    <div className="foyer-fund-amount">
      <input
        className="foyer-input"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="foyer-fund-currency">{currency}</span>
    </div>
  );
}
