/** Styles of the transaction screens, injected with them (kept out of the initial bundle). */
export const transactionStyles = `
.foyer-tx-contract { display: block; width: 48px; height: 48px; margin: 4px auto 12px; border-radius: 12px; object-fit: contain; }
.foyer-tx-progress { margin: 0 0 4px; font-size: 12px; font-weight: 600; letter-spacing: 0.02em; color: var(--foyer-foreground-subtle); }
.foyer-tx-amount { margin: 8px 0 2px; font-size: 30px; font-weight: 700; line-height: 1.2; letter-spacing: -0.02em; color: var(--foyer-foreground); overflow-wrap: anywhere; }
.foyer-tx-amount-secondary { margin: 0 0 16px; font-size: 14px; color: var(--foyer-foreground-muted); }
.foyer-tx-rows { margin: 0 0 12px; padding: 0; border: 1px solid var(--foyer-border); border-radius: 12px; text-align: left; }
.foyer-tx-row { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; padding: 9px 12px; font-size: 13px; }
.foyer-tx-row + .foyer-tx-row { border-top: 1px solid var(--foyer-border); }
.foyer-tx-row dt { color: var(--foyer-foreground-muted); flex: none; }
.foyer-tx-row dd { margin: 0; min-width: 0; text-align: right; font-weight: 550; color: var(--foyer-foreground); overflow-wrap: anywhere; }
.foyer-tx-row a { color: inherit; text-decoration: none; }
.foyer-tx-row a:hover { text-decoration: underline; }
.foyer-tx-panel { margin: 0 0 12px; border: 1px solid var(--foyer-border); border-radius: 12px; text-align: left; }
.foyer-tx-panel-toggle {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 8px; padding: 11px 12px;
  border: 0; border-radius: 12px; background: none; color: var(--foyer-foreground); font: inherit; font-size: 14px; font-weight: 600; cursor: pointer;
}
.foyer-tx-panel-toggle:hover { background: var(--foyer-background-hover); }
.foyer-tx-panel-toggle:focus-visible { outline: 2px solid var(--foyer-accent-text); outline-offset: -2px; }
.foyer-tx-panel-toggle svg { transition: transform 120ms; color: var(--foyer-foreground-subtle); }
.foyer-tx-panel-toggle[aria-expanded="true"] svg { transform: rotate(90deg); }
.foyer-tx-panel-summary { margin-left: auto; text-align: right; font-weight: 500; font-size: 13px; color: var(--foyer-foreground-muted); }
.foyer-tx-panel-body { overflow: auto; overscroll-behavior: contain; border-top: 1px solid var(--foyer-border); }
.foyer-tx-panel-body .foyer-tx-rows { margin: 0; border: 0; border-radius: 0; }
.foyer-tx-acknowledge { margin: 0 0 14px; font-size: 13px; }
.foyer-tx-panel-text { margin: 0; padding: 10px 12px; font-size: 13px; color: var(--foyer-foreground-muted); }
.foyer-tx-panel[data-tone="error"] { border-color: var(--foyer-error); }
.foyer-tx-panel-title { flex: none; }
.foyer-tx-scan-party, .foyer-tx-scan-usd { font-weight: 450; color: var(--foyer-foreground-subtle); }
.foyer-tx-row dd[data-tone="in"] { color: var(--foyer-success, var(--foyer-foreground)); }
.foyer-tx-panel[data-tone="error"] .foyer-tx-panel-summary { color: var(--foyer-error); }
.foyer-tx-instruction + .foyer-tx-instruction { border-top: 1px solid var(--foyer-border); }
.foyer-tx-instruction h3 { margin: 0; padding: 9px 12px 0; font-size: 13px; font-weight: 650; color: var(--foyer-foreground); }
.foyer-tx-instruction h3 span { font-weight: 500; color: var(--foyer-foreground-subtle); }
.foyer-tx-balance {
  display: flex; align-items: center; gap: 10px; margin: 0 0 12px; padding: 10px 12px; border-radius: 12px;
  background: var(--foyer-background-subtle); border: 1px solid var(--foyer-border); text-align: left; font-size: 13px;
}
.foyer-tx-balance[data-insufficient] { border-color: var(--foyer-error); }
.foyer-tx-balance > svg { color: var(--foyer-foreground-subtle); flex: none; }
.foyer-tx-balance-text { flex: 1; min-width: 0; }
.foyer-tx-balance-text strong { display: block; color: var(--foyer-foreground); font-weight: 600; }
.foyer-tx-balance-text span { color: var(--foyer-foreground-muted); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.foyer-tx-balance-amount { text-align: right; font-weight: 600; color: var(--foyer-foreground); }
.foyer-tx-balance-amount small { display: block; font-weight: 500; color: var(--foyer-foreground-muted); }
.foyer-tx-warning {
  display: flex; gap: 8px; align-items: flex-start; margin: 0 0 12px; padding: 10px 12px; border-radius: 12px;
  background: var(--foyer-error-subtle); color: var(--foyer-error); font-size: 13px; text-align: left;
}
.foyer-tx-warning svg { flex: none; margin-top: 1px; }
.foyer-tx-hash { margin: 0 0 16px; }
.foyer-tx-hash-label { margin: 0 0 6px; font-size: 12px; font-weight: 600; color: var(--foyer-foreground-subtle); text-align: left; }
.foyer-tx-hash .foyer-address { margin: 0; }
.foyer-tx-hash .foyer-address button { border: 0; background: none; padding: 0; font: inherit; cursor: pointer; }
.foyer-tx-explorer { display: inline-block; margin: 0 0 20px; font-size: 13px; }
.foyer-tx-code { margin: 0 0 8px; font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--foyer-foreground-subtle); }
`;
