import { safeIconUrl, walletMonogram } from "@foyer/core/wallets";

/** A wallet's icon: its own when the URL is safe (data:image/ or https:), else a monogram. */
export function WalletIcon({ src, name, size = 32 }: { src: string | null | undefined; name: string; size?: number }) {
  return (
    <img
      className="foyer-wallet-icon"
      src={safeIconUrl(src) ?? walletMonogram(name, "#6A6FF5")}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
    />
  );
}
