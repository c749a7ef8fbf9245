/**
 * Every timing and limit of the specifications (spec 000 §9, spec 001 §9), named once.
 * Durations are in milliseconds unless the name says otherwise.
 */
import { SUCCESS_AUTO_CLOSE_MS } from "./loginConstants.ts";

export { ACCESS_TOKEN_REFRESH_MARGIN_MS, CLIENT_HEADER, SDK_VERSION, STORAGE_PREFIX } from "./startupConstants.ts";

// ── Login screens ───────────────────────────────────────────────────────────
export const DEFAULT_LANDING_HEADER = "Log in or sign up";
export const DEFAULT_THEME = "light";
export const DEFAULT_COUNTRY = "US";
/** Wallet-first mode shows this many wallets plus "Other wallets". */
export const WALLET_FIRST_VISIBLE_WALLETS = 4;
/** More primary login methods than this triggers a configuration warning. */
export const MAX_PRIMARY_LOGIN_METHODS = 4;
/** The signed message's box on the signature screens scrolls past this height (modalStyles .foyer-code-block). */
export const MESSAGE_BOX_MAX_HEIGHT_PX = 310;

// ── One-time codes ──────────────────────────────────────────────────────────
/** Server-side code validity (DESIGN.md security rules). */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries that kill one code. */
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong tries per destination (surviving resends) that lock it. */
export const CODE_DESTINATION_MAX_FAILURES = 20;
export const CODE_DESTINATION_LOCK_MS = 15 * 60_000;

// ── Sessions ────────────────────────────────────────────────────────────────
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** A rotated refresh token presented again within this window is tolerated (two tabs racing). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

// ── Captcha (spec 000 §4) ───────────────────────────────────────────────────
export const CAPTCHA_RETRIES = 3;
export const CAPTCHA_INITIAL_DELAY_MS = 1_000;
export const CAPTCHA_EXECUTE_DELAY_MS = 500;
export const CAPTCHA_SUCCESS_WAIT_MS = 1_000;
export const CAPTCHA_AUTO_CONTINUE_MS = 2_000;
export const CAPTCHA_PROVIDER_POLL_MS = 200;
export const CAPTCHA_PROVIDER_WAIT_MS = 20_000;

// ── Farcaster ───────────────────────────────────────────────────────────────
export const FARCASTER_POLL_MS = 2_000;
export const FARCASTER_TIMEOUT_MS = 120_000;
/** The connect link is shown without https:// and cut to this many characters (spec 000 §2). */
export const FARCASTER_LINK_DISPLAY_LENGTH = 36;

// ── External wallets ────────────────────────────────────────────────────────
export const WALLET_CONNECT_MAX_RETRIES = 2;
/** How often a window opened for a redirect (OAuth, Telegram, cross-app, recovery consent) is checked for closing. */
export const REDIRECT_LINK_POLL_MS = 500;
export const METAMASK_WALLETCONNECT_SIGN_DELAY_MS = 2_500;
/**
 * After wallet_switchEthereumChain resolves, eth_chainId is read until it shows the new chain (some wallets
 * answer before they switch). The spec's injected-wallet detection timeout (3 s) and generic polling
 * (150 ms × 270) have no constant: discovery is event-driven (EIP-6963 announcements update the list as they
 * come) and every poll Foyer runs has a named constant of its own.
 */
export const ACCOUNT_CHAIN_POLL_ATTEMPTS = 10;
export const ACCOUNT_CHAIN_POLL_INTERVAL_MS = 500;
export const WALLET_PROXY_INIT_TIMEOUT_MS = 30_000;
/**
 * A wallet request (connect, switch chain, sign) unanswered this long fails with "Wallet request timed out"
 * (spec 000 §8). The spec gives no value: 120 s, as long as a Farcaster QR request lives, leaves time to scan
 * a code or unlock a hardware wallet yet ends requests a closed extension popup will never answer.
 */
export const WALLET_REQUEST_TIMEOUT_MS = 120_000;
export const WALLET_LIST_SEARCH_THRESHOLD = 6;
export const WALLET_LIST_ROW_HEIGHT_PX = 56;
export const WALLET_LIST_ROW_GAP_PX = 5;
export const WALLET_LIST_OVERSCAN = 6;
export const WALLET_LIST_MAX_VISIBLE_ROWS = 5;
export const DEFAULT_WALLET_LIST = [
  "detected_ethereum_wallets",
  "detected_solana_wallets",
  "metamask",
  "coinbase_wallet",
  "rainbow",
  "base_account",
  "wallet_connect",
] as const;

// ── QR codes, popups ────────────────────────────────────────────────────────
export const QR_CODE_SIZE = 160;
export const QR_CODE_SIZE_WALLET_CONNECT = 280;
export const QR_CODE_ERROR_CORRECTION = "Q";
export const QR_CODE_LOGO_RATIO = 0.14;
export const POPUP_WIDTH = 440;
export const POPUP_HEIGHT = 680;

// ── Copy, close, misc timings ───────────────────────────────────────────────
export const COPY_TEXT_CONFIRMATION_MS = 1_500;
// The spec's 2 s and 2.5 s timings are CAPTCHA_AUTO_CONTINUE_MS and METAMASK_WALLETCONNECT_SIGN_DELAY_MS.
export const TIMING_LONG_MS = 4_000;
export const OVERALL_TIMEOUT_MS = 20_000;
export const DOWNLOAD_LINK_CLEANUP_MS = 5_000;

// ── Embedded wallets, passwords (spec 001 §5, §9) ───────────────────────────
export const PASSWORD_MIN_LENGTH = 6;
export const GENERATED_PASSWORD_ITEMS = 4;
export const PASSWORD_STRENGTH_MEDIUM = 0.5;
export const PASSWORD_STRENGTH_STRONG = 0.9;
export const PASSWORD_VARIETY_MIN_LENGTH = 8;
export const PASSWORD_VARIETY_WEIGHT = 0.3;
export const PASSWORD_ENTROPY_DIVISOR = 95;

// ── Funding (spec 001 §4, §9) ───────────────────────────────────────────────
export const BRIDGE_POLL_MS = 1_000;
export const FUNDING_BALANCE_POLL_MS = 2_000;
export const COINBASE_POLL_MS = 1_500;
export const COINBASE_CLOSED_POPUP_CHECKS = 3;
export const COINBASE_PARTNER_ID_DELAY_MS = 5_000;
export const MOONPAY_POLL_MS = 3_000;
export const MOONPAY_MAX_ERRORS = 3;
export const MOONPAY_EXTERNAL_ID_DELAY_MS = 8_000;
export const SOLANA_DECIMALS = 9;
export const USDC_DECIMALS = 6;
export const DEFAULT_TOKEN_DECIMALS = 18;
export const MAX_UINT256 = 2n ** 256n - 1n;
/** The transaction detail accordion's panel never grows past this (spec 001 §2); longer content scrolls. */
export const TRANSACTION_DETAILS_MAX_HEIGHT_PX = 700;

// ── httpOnly-cookie sessions (sessionCookieFetch, the server's sessionCookies plugin, verifyFoyerRequest) ──
/** Request header by which a client asks for cookie sessions (value "cookie"). */
export const SESSION_MODE_HEADER = "foyer-session-mode";
/** httpOnly cookie holding the access token, for the host's server (SSR, route handlers, middleware). */
export const ACCESS_TOKEN_COOKIE = "foyer-token";
/** httpOnly cookie holding the refresh token, sent only to /api/v1/sessions. */
export const REFRESH_TOKEN_COOKIE = "foyer-refresh-token";
/** What a cookie-mode answer carries in place of the refresh token, and the client sends back. */
export const REFRESH_TOKEN_IN_COOKIE = "cookie";

// ── Transactions and prices (spec 001 §4, §9) ───────────────────────────────
/** Fiat amounts show this many decimals; a positive amount under one cent shows '<$0.01'. */
export const FIAT_DECIMALS = 2;
/** Token amounts show at most this many decimals; a positive amount that rounds to zero shows '<0.001'. */
export const TOKEN_DISPLAY_DECIMALS = 6;
/** Prices are kept this long per source before being asked again. */
export const PRICE_CACHE_MS = 60_000;
/** Sign-only mode calls onSuccess "after a short delay" and closes (spec 001 §4). */
export const SIGN_ONLY_CLOSE_DELAY_MS = SUCCESS_AUTO_CLOSE_MS;
/** A chain read (gas estimate, fee, receipt poll) that takes longer fails as 'RPC not responding'. */
export const CHAIN_READ_TIMEOUT_MS = OVERALL_TIMEOUT_MS;
/** How long the runner waits for a receipt before the flow shows 'Timed out' (the hash stays shown). */
export const RECEIPT_TIMEOUT_MS = 120_000;
/** Receipt polling interval against the chain's RPC. */
export const RECEIPT_POLL_MS = 1_000;
/** Sponsored calls a user may have relayed per app and UTC day unless the app sets its own cap. */
export const SPONSORSHIP_DEFAULT_DAILY_CAP = 20;
/** How long a signed sponsorship request stays valid (its deadline). */
export const SPONSORSHIP_DEADLINE_SECONDS = 10 * 60;

// ── Funding, Foyer's own choices where spec 001 is silent (see packages/core/README.md, "Funding") ──
/** How long a bridge quote is trusted; an older one is fetched again before the wallet is asked to send. */
export const BRIDGE_QUOTE_TTL_MS = 30_000;
/**
 * A quote this close to its end is renewed too: the deposit still has to be approved in the wallet and mined,
 * and one landing after the relayer's window is refunded (a lost round trip for the user, and gas).
 */
export const BRIDGE_QUOTE_RENEW_MARGIN_MS = 10_000;
/** How long the funding success screen stays before closing itself. */
export const FUNDING_SUCCESS_CLOSE_MS = 4_000;
/** How many entries the transfer-from-wallet list shows before 'More wallets' (more than 4 shows 3). */
export const FUNDING_WALLET_LIST_LIMIT = 4;
export const FUNDING_WALLET_LIST_SHOWN = 3;

// The login modal's email journey reads these from their own file (loginConstants.ts), re-exported here.
export * from "./loginConstants.ts";
