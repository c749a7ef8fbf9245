/** Where the demo's Foyer server listens and which app it signs into. */
export const serverUrl = (import.meta.env.VITE_FOYER_SERVER_URL || "http://localhost:8787").replace(/\/+$/, "");
/** `?theme=dark` (or a hex background) and `?accent=%23ff9900` let you preview the modal's theming. */
const params = new URLSearchParams(globalThis.location?.search ?? "");
/** `?app=<id>` signs into another app of the same server (the browser tests use one app per gate). */
/** The WalletConnect relay to pair through (npm start runs one locally); empty: WalletConnect is not offered. */
export const walletConnectRelayUrl = import.meta.env.VITE_FOYER_WALLETCONNECT_RELAY_URL || "";
/** The wallet listing the relay of npm start answers (WalletConnect's Explorer API shape), so nothing is fetched outside. */
export const walletConnectListingUrl = import.meta.env.VITE_FOYER_WALLETCONNECT_LISTING_URL || "";
export const appId = params.get("app") || import.meta.env.VITE_FOYER_APP_ID || "foyer-dev";
export const themeParam = params.get("theme") ?? undefined;
/** `?oauth=redirect` runs social logins as a full-page redirect instead of a popup. */
export const oauthModeParam: "popup" | "redirect" = params.get("oauth") === "redirect" ? "redirect" : "popup";
export const accentParam = params.get("accent") ?? undefined;
/** `?wallets=1` puts "Continue with a wallet" first on the login screen; `?wallets=first` turns on wallet-first mode. */
export const walletsParam = (["1", "first"] as const).find((v) => v === params.get("wallets")) ?? null;
/** `?preselect=<wallet id>` opens "Connect a wallet" (and "Log in", with `?wallets=1`) directly on that wallet. */
export const preselectParam = params.get("preselect") || undefined;
/**
 * `?navigate=<path>` (e.g. `%23signed-in`): the wallet list's onCompleteNavigateTo for "Log in", "Connect a
 * wallet" and "Link a wallet": after a wallet sign-in, connection or link the page goes there.
 */
export const navigateParam = params.get("navigate") || undefined;
/** The wallet list options of the demo's buttons, from `?preselect=` and `?navigate=`. */
export const walletListParams =
  preselectParam || navigateParam
    ? {
        ...(preselectParam ? { preSelectedWalletId: preselectParam } : {}),
        ...(navigateParam ? { onCompleteNavigateTo: navigateParam } : {}),
      }
    : undefined;
/**
 * `?drainer=0x…`: where 'Approve all USDC to a drainer' grants its allowance (the browser tests deploy the scan
 * corpus's ScanDrainer there); default an address nobody holds a key for and with no code, which the scan
 * flags the same way.
 */
// Lowercase: viem rejects a mixed-case address whose checksum is wrong, and the panel encodes it on render.
export const drainerParam = (
  /^0x[0-9a-fA-F]{40}$/.test(params.get("drainer") ?? "")
    ? (params.get("drainer") as string)
    : "0x0000000000000000000000000000000000dead01"
).toLowerCase() as `0x${string}`;
/** Origin of the wallet frame (served by the Foyer server on its own port). */
export const walletFrameUrl = (import.meta.env.VITE_FOYER_WALLET_FRAME_URL || "http://127.0.0.1:8788").replace(
  /\/+$/,
  "",
);
/**
 * `?wallets=all-users` (or users-without-wallets) creates embedded Ethereum and Solana wallets on login;
 * without it the app's server configuration decides (off for foyer-dev).
 */
export const createOnLoginParam = (["all-users", "users-without-wallets"] as const).find(
  (v) => v === params.get("wallets"),
);
/**
 * `?solanaUsdc=<mint>`: the local Solana chain's USDC mint for 'Send 1 USDC (Solana)'. Default the funding
 * sandbox's mint (packages/devchain solanaUsdc.ts creates it from a fixed seed, so it is the same on every start).
 */
export const solanaUsdcMintParam =
  params.get("solanaUsdc") ||
  import.meta.env.VITE_FOYER_SOLANA_USDC_MINT ||
  "EMtq5F54UxgEwYx1bmZpRJXNodBPPqjFekwQZNjpzH3w";
