import { safeIconUrl, walletMonogram } from "@foyer/core/wallets";
import { useState } from "#react";

/**
 * A wallet's icon: its own when the URL is safe (data:image/ or https:) and draws something, else a monogram;
 * the monogram too when the image fails to load (a broken icon would show as a blank square).
 */
export function WalletIcon({ src, name, size = 32 }: { src: string | null | undefined; name: string; size?: number }) {
  const own = safeIconUrl(src);
  // The URL that failed, so that a new icon for the same row gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      className="foyer-wallet-icon"
      src={own && own !== failed ? own : walletMonogram(name, "#6A6FF5")}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(own)}
    />
  );
}
