/**
 * The modal's shared stylesheet, injected as a <style> inside the shadow root so host CSS cannot reach it:
 * the shell and what the login screens of the email journey use (landing, more options, email, code, success,
 * error; modal/screenRouter.ts's BASE_SHEET_STEPS). The classes only other screens use are in
 * moreStyles.ts, loaded with those screens. Colours come from the `--foyer-*` variables set on :host (see
 * theme/themePalette.ts). The host element resets itself with its inline style (ModalShell.tsx), which a :host rule
 * here could not beat.
 */
export const modalStyles = `
*, *::before, *::after { box-sizing: border-box; }
.foyer-root {
  position: fixed; inset: 0; z-index: 2147483000;
  font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 15px; line-height: 1.45; color: var(--foyer-foreground);
  -webkit-font-smoothing: antialiased; -webkit-text-size-adjust: 100%;
}
.foyer-backdrop {
  position: absolute; inset: 0; background: var(--foyer-backdrop);
  display: flex; align-items: center; justify-content: center; padding: 16px;
  animation: foyer-fade 160ms ease-out;
}
.foyer-card {
  position: relative; width: 100%; max-width: 380px; max-height: calc(100vh - 32px); overflow: auto;
  background: var(--foyer-background); border-radius: 20px; box-shadow: var(--foyer-shadow);
  padding: 16px 24px 24px; outline: none;
  animation: foyer-pop 200ms cubic-bezier(0.2, 0.9, 0.3, 1.1);
}
@media (max-width: 480px) {
  .foyer-backdrop { align-items: flex-end; padding: 0; }
  .foyer-card {
    max-width: none; border-radius: 20px 20px 0 0; max-height: calc(100vh - 24px);
    padding: 12px 20px calc(24px + env(safe-area-inset-bottom, 0px));
    animation: foyer-slide 240ms cubic-bezier(0.2, 0.9, 0.3, 1);
  }
  .foyer-card::before {
    content: ""; display: block; width: 36px; height: 4px; border-radius: 2px;
    background: var(--foyer-border); margin: 0 auto 8px;
  }
}
@keyframes foyer-fade { from { opacity: 0; } }
@keyframes foyer-pop { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes foyer-slide { from { transform: translateY(100%); } }
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-shake { 20%, 60% { transform: translateX(-4px); } 40%, 80% { transform: translateX(4px); } }
@keyframes foyer-draw { from { stroke-dashoffset: 48; } to { stroke-dashoffset: 0; } }
@keyframes foyer-grow { from { transform: scale(0.6); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }

.foyer-header { display: flex; align-items: center; justify-content: space-between; height: 36px; margin: 0 -8px 4px; }
.foyer-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px;
  border: 0; border-radius: 10px; background: transparent; color: var(--foyer-foreground-muted); cursor: pointer; padding: 0;
}
.foyer-icon-button:hover { background: var(--foyer-background-hover); color: var(--foyer-foreground); }
.foyer-icon-button:focus-visible, .foyer-button:focus-visible, .foyer-link:focus-visible, .foyer-entry:focus-visible {
  outline: 2px solid var(--foyer-accent-text); outline-offset: 2px;
}
.foyer-screen { display: flex; flex-direction: column; align-items: stretch; text-align: center; }
.foyer-logo { display: block; max-height: 48px; max-width: 180px; margin: 0 auto 16px; object-fit: contain; }
.foyer-footer-logo { display: block; max-height: 24px; max-width: 120px; margin: 16px auto 0; object-fit: contain; }
.foyer-badge {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px; margin: 4px auto 16px;
  border-radius: 50%; background: var(--foyer-accent-subtle); color: var(--foyer-accent-text);
}
.foyer-badge[data-tone="error"] { background: var(--foyer-error-subtle); color: var(--foyer-error); }
.foyer-badge[data-tone="success"] { background: var(--foyer-success-subtle); color: var(--foyer-success); animation: foyer-grow 260ms ease-out; }
.foyer-badge[data-tone="success"] path { stroke-dasharray: 48; animation: foyer-draw 420ms 120ms ease-out both; }
.foyer-title { margin: 0 0 6px; font-size: 19px; font-weight: 650; line-height: 1.3; letter-spacing: -0.01em; color: var(--foyer-foreground); }
.foyer-text { margin: 0 0 20px; font-size: 14px; color: var(--foyer-foreground-muted); overflow-wrap: anywhere; }
.foyer-text strong { color: var(--foyer-foreground); font-weight: 600; }
.foyer-spacer { height: 8px; }

.foyer-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; width: 100%; min-height: 48px;
  padding: 0 16px; border-radius: 12px; border: 1px solid transparent; font: inherit; font-size: 15px; font-weight: 600;
  cursor: pointer; transition: background-color 120ms, border-color 120ms, opacity 120ms;
}
.foyer-button[data-variant="primary"] { background: var(--foyer-accent); color: var(--foyer-accent-foreground); }
.foyer-button[data-variant="primary"]:hover:not(:disabled) { background: var(--foyer-accent-hover); }
.foyer-button[data-variant="secondary"] { background: var(--foyer-background); color: var(--foyer-foreground); border-color: var(--foyer-border); }
.foyer-button[data-variant="secondary"]:hover:not(:disabled) { background: var(--foyer-background-hover); border-color: var(--foyer-border-strong); }
.foyer-button:disabled { cursor: default; opacity: 0.6; }
.foyer-button[aria-busy="true"] { opacity: 1; }
.foyer-link {
  background: none; border: 0; padding: 0; font: inherit; font-weight: 600; color: var(--foyer-accent-text);
  cursor: pointer; text-decoration: none; border-radius: 4px;
}
.foyer-link:hover:not(:disabled) { text-decoration: underline; }
.foyer-link:disabled { color: var(--foyer-foreground-subtle); cursor: default; }
.foyer-spinner {
  width: 18px; height: 18px; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent;
  animation: foyer-spin 700ms linear infinite; flex: none;
}
.foyer-loading { display: flex; align-items: center; justify-content: center; min-height: 240px; color: var(--foyer-foreground-subtle); }

.foyer-entries { display: flex; flex-direction: column; gap: 10px; overflow-y: auto; padding: 10px 2px 2px; margin: 0 -2px; }
.foyer-entry-slot { position: relative; }
.foyer-entry {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 52px; padding: 0 16px;
  border: 1px solid var(--foyer-border); border-radius: 12px; background: var(--foyer-background);
  color: var(--foyer-foreground); font: inherit; font-weight: 550; text-align: left; cursor: pointer;
}
.foyer-entry:hover { background: var(--foyer-background-hover); border-color: var(--foyer-border-strong); }
.foyer-entry-label { flex: 1; }
.foyer-entry-icons { display: flex; gap: 2px; }
.foyer-entry-slot > .foyer-chip { position: absolute; top: -10px; left: 12px; z-index: 1; }

.foyer-chip {
  display: inline-flex; align-items: center; height: 20px; padding: 0 8px; border-radius: 999px;
  background: var(--foyer-accent-subtle); color: var(--foyer-accent-text); font-size: 11px; font-weight: 650;
  letter-spacing: 0.02em; box-shadow: 0 0 0 2px var(--foyer-background);
}

.foyer-field {
  display: flex; align-items: center; gap: 8px; min-height: 52px; padding: 0 6px 0 14px;
  border: 1px solid var(--foyer-border); border-radius: 12px; background: var(--foyer-background);
  transition: border-color 120ms, box-shadow 120ms; color: var(--foyer-foreground-subtle);
}
.foyer-field:hover { border-color: var(--foyer-border-strong); }
.foyer-field:focus-within { border-color: var(--foyer-accent-text); box-shadow: 0 0 0 3px var(--foyer-accent-subtle); }
.foyer-field[data-invalid="true"] { border-color: var(--foyer-error); box-shadow: 0 0 0 3px var(--foyer-error-subtle); }
.foyer-input {
  flex: 1; min-width: 0; height: 48px; border: 0; outline: 0; background: transparent; padding: 0;
  font: inherit; font-size: 16px; color: var(--foyer-foreground);
}
.foyer-input::placeholder { color: var(--foyer-foreground-subtle); }
.foyer-field .foyer-button { width: auto; min-height: 38px; padding: 0 14px; border-radius: 9px; font-size: 14px; }
.foyer-error-text { margin: 8px 2px 0; font-size: 13px; color: var(--foyer-error); text-align: left; }
.foyer-error-text:empty { display: none; }

.foyer-code { display: flex; justify-content: center; gap: 8px; margin: 4px 0 0; }
.foyer-code[data-state="error"] { animation: foyer-shake 320ms ease-in-out; }
.foyer-code-box {
  width: 46px; height: 56px; min-width: 0; flex: 0 1 46px; padding: 0; text-align: center;
  border: 1px solid var(--foyer-border); border-radius: 12px; background: var(--foyer-background-subtle);
  font: inherit; font-size: 22px; font-weight: 600; font-variant-numeric: tabular-nums; color: var(--foyer-foreground);
  caret-color: var(--foyer-accent-text); outline: 0; transition: border-color 120ms, box-shadow 120ms, background-color 120ms;
}
.foyer-code-box:focus { border-color: var(--foyer-accent-text); box-shadow: 0 0 0 3px var(--foyer-accent-subtle); background: var(--foyer-background); }
.foyer-code[data-state="error"] .foyer-code-box { border-color: var(--foyer-error); color: var(--foyer-error); background: var(--foyer-error-subtle); }
.foyer-code[data-state="done"] .foyer-code-box { border-color: var(--foyer-success); color: var(--foyer-success); background: var(--foyer-success-subtle); }
.foyer-code[data-state="submitting"] .foyer-code-box { color: var(--foyer-foreground-muted); }
.foyer-code-status { min-height: 20px; margin: 12px 0 0; font-size: 13px; color: var(--foyer-error); }
.foyer-code-status[data-tone="muted"] { color: var(--foyer-foreground-subtle); }
.foyer-resend { display: flex; align-items: center; justify-content: center; gap: 6px; margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--foyer-border); font-size: 14px; color: var(--foyer-foreground-muted); }
.foyer-resend-sent { display: inline-flex; align-items: center; gap: 4px; color: var(--foyer-success); font-weight: 600; }

.foyer-footer { margin: 16px 0 0; font-size: 12px; color: var(--foyer-foreground-subtle); text-align: center; }
.foyer-footer a { color: var(--foyer-foreground-muted); text-decoration: underline; text-underline-offset: 2px; }
.foyer-footer a:hover { color: var(--foyer-foreground); }
.foyer-protected-by { display: flex; align-items: center; justify-content: center; gap: 4px; margin: 12px 0 0; font-size: 12px; color: var(--foyer-foreground-subtle); }
.foyer-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
