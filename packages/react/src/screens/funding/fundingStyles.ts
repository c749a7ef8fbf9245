/** Styles of the funding screens, injected with them (kept out of the initial bundle). */
export const fundingStyles = `
.foyer-fund-methods { display: flex; flex-direction: column; gap: 8px; margin: 0 0 12px; }
.foyer-fund-method {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 13px 14px; border: 1px solid var(--foyer-border);
  border-radius: 12px; background: var(--foyer-background); color: var(--foyer-foreground); font: inherit; font-size: 15px;
  font-weight: 550; text-align: left; cursor: pointer;
}
.foyer-fund-method:hover { background: var(--foyer-background-hover); }
.foyer-fund-method:focus-visible { outline: 2px solid var(--foyer-accent-text); outline-offset: 2px; }
.foyer-fund-method > svg { flex: none; color: var(--foyer-foreground-subtle); }
.foyer-fund-method-label { flex: 1; min-width: 0; }
.foyer-fund-tags { display: inline-flex; gap: 4px; }
.foyer-fund-error {
  display: flex; gap: 8px; align-items: flex-start; margin: 0 0 12px; padding: 10px 12px; border-radius: 12px;
  background: var(--foyer-error-subtle); color: var(--foyer-error); font-size: 13px; text-align: left;
}
.foyer-fund-error svg { flex: none; margin-top: 1px; }
.foyer-fund-amount { display: flex; align-items: center; gap: 8px; margin: 8px 0 4px; }
.foyer-fund-amount input { flex: 1; min-width: 0; font-size: 28px; font-weight: 700; text-align: right; }
.foyer-fund-currency { font-size: 20px; font-weight: 650; color: var(--foyer-foreground-muted); }
.foyer-fund-usd { margin: 0 0 16px; font-size: 14px; color: var(--foyer-foreground-muted); text-align: right; }
.foyer-fund-qr { display: flex; justify-content: center; margin: 0 0 16px; }
.foyer-fund-balance { margin: 0 0 12px; font-size: 14px; color: var(--foyer-foreground-muted); }
.foyer-fund-balance strong { color: var(--foyer-foreground); }
.foyer-fund-warning { margin: 0 0 16px; padding: 10px 12px; border-radius: 12px; background: var(--foyer-background-subtle); border: 1px solid var(--foyer-border); font-size: 13px; color: var(--foyer-foreground-muted); text-align: left; }
.foyer-fund-hero { position: relative; width: 64px; height: 64px; margin: 4px auto 16px; }
.foyer-fund-hero img { width: 64px; height: 64px; border-radius: 16px; }
.foyer-fund-hero .foyer-spinner { position: absolute; right: -6px; bottom: -6px; }
.foyer-fund-spinner { display: flex; justify-content: center; margin: 8px 0 20px; }
.foyer-fund-spinner .foyer-spinner { width: 36px; height: 36px; border-width: 3px; }
.foyer-fund-link { display: block; margin: 4px auto 0; border: 0; background: none; padding: 4px; font: inherit; font-size: 13px; cursor: pointer; }
.foyer-fund-rows { margin: 0 0 12px; padding: 0; border: 1px solid var(--foyer-border); border-radius: 12px; text-align: left; }
.foyer-fund-row { display: flex; justify-content: space-between; gap: 12px; padding: 9px 12px; font-size: 13px; }
.foyer-fund-row + .foyer-fund-row { border-top: 1px solid var(--foyer-border); }
.foyer-fund-row dt { color: var(--foyer-foreground-muted); }
.foyer-fund-row dd { margin: 0; font-weight: 550; color: var(--foyer-foreground); text-align: right; overflow-wrap: anywhere; }
.foyer-fund-choice { display: flex; flex-direction: column; gap: 8px; margin: 0 0 12px; }
.foyer-fund-choice .foyer-fund-method small { color: var(--foyer-foreground-muted); font-weight: 500; }
`;
