import { QR_CODE_ERROR_CORRECTION, QR_CODE_LOGO_RATIO, QR_CODE_SIZE } from "@foyer/core/constants";
import QRCode from "qrcode";
import { useMemo } from "#react";

const QUIET = 2;

/** The dark modules of `text` as one SVG path in module units, leaving the centre free for the logo. */
export function qrPath(text: string, logoRatio: number): { path: string; count: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_CODE_ERROR_CORRECTION });
  const count = modules.size;
  const hole = logoRatio > 0 ? Math.ceil(count * logoRatio) + 2 : 0;
  const from = Math.floor((count - hole) / 2);
  let path = "";
  for (let y = 0; y < count; y++) {
    for (let x = 0; x < count; x++) {
      const inHole = hole > 0 && x >= from && x < from + hole && y >= from && y < from + hole;
      if (!inHole && modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { path, count };
}

/**
 * A QR code (error correction Q, so a logo of about 14% of the size can sit on top). Drawn as SVG elements,
 * never as markup strings; the logo is an <img> with a checked URL.
 */
export function QrCode({
  value,
  size = QR_CODE_SIZE,
  logo,
  label,
}: {
  value: string;
  size?: number;
  logo?: string | null;
  label: string;
}) {
  const { path, count } = useMemo(() => qrPath(value, logo ? QR_CODE_LOGO_RATIO : 0), [value, logo]);
  const logoSize = Math.round(size * QR_CODE_LOGO_RATIO);
  return (
    <div className="foyer-qr" style={{ width: size, height: size }} data-foyer="qr-code">
      {/* A quiet zone of QUIET modules: scanners need light space around the code, also in the dark theme. */}
      <svg
        width={size}
        height={size}
        viewBox={`${-QUIET} ${-QUIET} ${count + 2 * QUIET} ${count + 2 * QUIET}`}
        role="img"
        aria-label={label}
      >
        <rect x={-QUIET} y={-QUIET} width={count + 2 * QUIET} height={count + 2 * QUIET} fill="#fff" />
        <path d={path} fill="#000" shapeRendering="crispEdges" />
      </svg>
      {logo && (
        <img
          className="foyer-qr-logo"
          src={logo}
          alt=""
          width={logoSize}
          height={logoSize}
          style={{ marginLeft: -logoSize / 2, marginTop: -logoSize / 2 }}
        />
      )}
    </div>
  );
}
