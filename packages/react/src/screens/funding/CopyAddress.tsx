import { COPY_ADDRESS_CONFIRMATION_MS } from "@foyer/core/constants";
import { useEffect, useState } from "#react";
import { kit } from "../../kit/kit.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** The address with 'Copy' (spec 001 §2); 'Copied' for COPY_ADDRESS_CONFIRMATION_MS after a click. */
export function CopyAddress({ address, label }: { address: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_ADDRESS_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="foyer-address">
      <code title={address}>{address}</code>
      <button
        type="button"
        className="foyer-link"
        onClick={() => {
          void globalThis.navigator?.clipboard?.writeText(address).catch(() => {});
          setCopied(true);
        }}
      >
        <kit.Icon name={copied ? "check" : moreIcons.copy} size={14} />
        {copied ? "Copied" : label}
      </button>
    </div>
  );
}
