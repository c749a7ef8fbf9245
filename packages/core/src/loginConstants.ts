// @foyer/core/login/constants: the timings and limits the login modal's email journey reads (also re-exported
// by @foyer/core/constants). A file of their own: esbuild gives constants.ts a chunk shared by every screen that
// reads any constant, and the email journey downloaded all of them for these (issue 19).

export const CODE_LENGTH = 6;
export const CODE_RESEND_COOLDOWN_MS = 30_000;
/** After a wrong code the boxes clear and focus returns to the first box. */
export const CODE_ERROR_RESET_MS = 1_400;
/** Default success auto-close, shared with closing after auth. */
export const SUCCESS_AUTO_CLOSE_MS = 1_400;
/** The terms or wallet-creation screen appears this much earlier than the close. */
export const POST_LOGIN_STEP_LEAD_MS = 500;
/** Entries on one login screen; with more, MAX_LOGIN_ENTRIES - 1 plus "More options". */
export const MAX_LOGIN_ENTRIES = 5;
export const LOGIN_MESSAGE_MAX_LENGTH = 100;
export const LOGIN_LIST_MAX_HEIGHT_PX = 400;
/** Contrast ratio under which derived accent colours switch to the other foreground. */
export const ACCENT_CONTRAST_THRESHOLD = 3;
export const COPY_ADDRESS_CONFIRMATION_MS = 3_000;
export const ACCOUNT_TRANSFER_CLOSE_MS = 1_000;
