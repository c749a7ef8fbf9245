import type { OAuthProviderIcon, WireAppConfig } from "@foyer/core/api";
import { createElement, useContext } from "#react";
import { kit } from "../kit/kit.ts";
import { oauthPresentationOf } from "./oauthPresentationOf.ts";

/** Display names of the login methods that are not OAuth providers (those come with the app config). */
const LABELS: Record<string, string> = {
  telegram: "Telegram",
  farcaster: "Farcaster",
  sso: "SSO",
};

/**
 * The button text of a social method: the label the app config gives an OAuth provider ("X" for twitter), or a
 * custom provider's id.
 */
export function socialLabel(method: string, server?: WireAppConfig | null): string {
  return oauthPresentationOf(server, method)?.label ?? LABELS[method] ?? method.replace(/^custom:/, "");
}

/** The app config of the open modal (null outside one, and before the server answered). */
const useServerConfig = (): WireAppConfig | null => useContext(kit.ModalContext)?.config.server ?? null;

/** `socialLabel` for the open modal's app config. */
export function useSocialLabel(method: string): string {
  return socialLabel(method, useServerConfig());
}

/** SVG attribute names (stroke-width) as React props (strokeWidth). */
const reactProps = (attributes: Readonly<Record<string, string | number>> = {}) =>
  Object.fromEntries(
    Object.entries(attributes).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c) => c.toUpperCase()), v]),
  );

/** A registry provider's drawn mark (OAuth or cloud-recovery provider), 24×24 view box scaled to `size`. */
export function DrawnIcon({
  icon,
  size = 20,
}: {
  icon: Extract<OAuthProviderIcon, { children: unknown }>;
  size?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" focusable="false" aria-hidden="true" {...reactProps(icon.svg)}>
      {icon.children.map(([tag, attributes], index) => createElement(tag, { key: index, ...reactProps(attributes) }))}
    </svg>
  );
}

/**
 * The mark of a social method: an OAuth provider's as the app config carries it (drawn from the server's
 * registry file), Telegram's and Farcaster's drawn here. Providers without a drawn mark get a lettered badge in
 * their colour.
 */
export function SocialIcon({ method, size = 20 }: { method: string; size?: number }) {
  const server = useServerConfig();
  const common = {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    focusable: "false" as const,
  };
  const icon: OAuthProviderIcon | undefined = oauthPresentationOf(server, method)?.icon;
  if (icon && "children" in icon) return <DrawnIcon icon={icon} size={size} />;
  switch (method) {
    case "telegram":
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="#2AABEE" />
          <path
            d="m6.3 11.8 10.2-4c.5-.2.9.1.8.8l-1.7 8.1c-.1.6-.5.7-1 .4l-2.7-2-1.3 1.3c-.2.2-.3.2-.5.2l.2-2.8 5-4.5c.2-.2 0-.3-.3-.1L8.8 13l-2.6-.8c-.6-.2-.6-.6.1-.4z"
            fill="#fff"
          />
        </svg>
      );
    case "farcaster":
      return (
        <svg {...common} aria-hidden="true">
          <rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" />
          <path d="M7 7h10v10h-1.8v-4.2a3.2 3.2 0 0 0-6.4 0V17H7z" fill="#fff" />
        </svg>
      );
    default:
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill={icon?.badge ?? "#6b7280"} />
          <text
            x="12"
            y="16"
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            fill="#fff"
            fontFamily="system-ui, sans-serif"
          >
            {socialLabel(method, server).charAt(0).toUpperCase()}
          </text>
        </svg>
      );
  }
}
