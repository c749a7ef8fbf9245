import type { IncomingMessage, ServerResponse } from "node:http";

/** Where the relay answers the wallet listing (WalletConnect's Explorer API path). */
export const DEV_WALLET_LISTING_PATH = "/v3/wallets";

/**
 * The wallets the dev listing knows: the test wallet of this package (startWalletConnectTestWallet), which
 * pairs through this relay. No image URL: the list draws its monogram, so nothing is fetched from elsewhere.
 */
const LISTINGS = {
  "foyer-test-wallet": {
    id: "foyer-test-wallet",
    name: "Foyer Test Wallet",
    slug: "foyer-test-wallet",
    homepage: "https://github.com/foyer-auth/foyer",
    chains: ["eip155:31337", "eip155:1", "eip155:8453"],
    image_url: null,
    mobile: { native: null, universal: null },
    rdns: null,
  },
};

/** Browser pages on this machine may read the listing (the demo and the test pages): loopback origins only. */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Answers `GET /v3/wallets?projectId=…` in the Explorer API's shape (`{ listings: { id: listing }, count,
 * total }`), so the wallet list of `npm start` asks nothing outside the machine. Returns false for any other
 * request (the relay's own answer then).
 */
export function answerWalletListing(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? "/", "http://relay");
  if (url.pathname !== DEV_WALLET_LISTING_PATH) return false;
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    origin && LOOPBACK_ORIGIN.test(origin) ? { "access-control-allow-origin": origin, vary: "origin" } : {};
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...cors, "access-control-allow-headers": "accept" }).end();
    return true;
  }
  if (req.method !== "GET" || !url.searchParams.get("projectId")) {
    res.writeHead(400, { ...cors, "content-type": "application/json" }).end('{"error":"projectId is required"}');
    return true;
  }
  const count = Object.keys(LISTINGS).length;
  res
    .writeHead(200, { ...cors, "content-type": "application/json" })
    .end(JSON.stringify({ listings: LISTINGS, count, total: count }));
  return true;
}
