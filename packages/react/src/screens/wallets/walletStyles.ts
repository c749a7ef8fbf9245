import { WALLET_LIST_ROW_HEIGHT_PX } from "@foyer/core/constants";

/** Styles of the wallet screens, injected with them (kept out of the initial bundle). */
export const walletStyles = `
.foyer-wallet-search { margin: 0 0 10px; }
.foyer-wallet-list { position: relative; overflow-y: auto; overscroll-behavior: contain; margin: 0 -2px; padding: 0 2px; }
.foyer-wallet-row {
  position: absolute; left: 2px; right: 2px; height: ${WALLET_LIST_ROW_HEIGHT_PX}px;
  display: flex; align-items: center; gap: 12px; padding: 0 14px; box-sizing: border-box;
  border: 1px solid var(--foyer-border); border-radius: 12px; background: var(--foyer-background);
  color: var(--foyer-foreground); font: inherit; font-weight: 550; text-align: left; cursor: pointer;
}
.foyer-wallet-row:hover { background: var(--foyer-background-hover); border-color: var(--foyer-border-strong); }
.foyer-wallet-row:focus-visible { outline: 2px solid var(--foyer-accent-text); outline-offset: -2px; }
.foyer-wallet-row.foyer-inline { position: static; width: 100%; margin: 0 0 5px; }
.foyer-wallet-icon { width: 32px; height: 32px; border-radius: 8px; flex: none; object-fit: contain; }
.foyer-wallet-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-wallet-chains { font-size: 11px; color: var(--foyer-foreground-subtle); font-weight: 500; }
.foyer-wallet-empty { padding: 24px 8px; color: var(--foyer-foreground-muted); font-size: 14px; }
.foyer-wallet-hero { position: relative; width: 64px; height: 64px; margin: 4px auto 16px; }
.foyer-wallet-hero img { width: 64px; height: 64px; border-radius: 16px; }
.foyer-wallet-hero .foyer-spinner { position: absolute; right: -6px; bottom: -6px; }
.foyer-qr { position: relative; margin: 4px auto 14px; border-radius: 12px; overflow: hidden; background: #fff; }
.foyer-qr-logo { position: absolute; left: 50%; top: 50%; border-radius: 6px; }
.foyer-hint { margin: 14px 0 0; padding: 12px; border-radius: 12px; background: var(--foyer-background-hover); font-size: 14px; }
.foyer-hint p { margin: 0 0 8px; font-weight: 600; }
.foyer-steps { text-align: left; margin: 0 0 16px; padding-left: 22px; font-size: 14px; line-height: 1.6; color: var(--foyer-foreground-muted); }
.foyer-actions { display: flex; flex-direction: column; gap: 8px; }
a.foyer-button { text-decoration: none; box-sizing: border-box; }
`;
