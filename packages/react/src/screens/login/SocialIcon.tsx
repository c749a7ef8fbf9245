/** Display names of the social login methods (spec 000 §1). */
const LABELS: Record<string, string> = {
  google: "Google",
  twitter: "X",
  discord: "Discord",
  github: "GitHub",
  spotify: "Spotify",
  instagram: "Instagram",
  tiktok: "TikTok",
  line: "LINE",
  twitch: "Twitch",
  linkedin: "LinkedIn",
  apple: "Apple",
  telegram: "Telegram",
  farcaster: "Farcaster",
  sso: "SSO",
};

/** Brand colours for the lettered badges of providers without a drawn glyph. */
const COLORS: Record<string, string> = {
  spotify: "#1DB954",
  instagram: "#E1306C",
  tiktok: "#111111",
  line: "#06C755",
  twitch: "#9146FF",
  linkedin: "#0A66C2",
};

export function socialLabel(method: string): string {
  return LABELS[method] ?? method.replace(/^custom:/, "");
}

/**
 * Small hand-drawn marks of the social providers (inline SVG, a few hundred bytes in all; loaded with the
 * login screen, not the initial bundle). Providers without a drawn mark get a lettered badge in their colour.
 */
export function SocialIcon({ method, size = 20 }: { method: string; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    focusable: "false" as const,
  };
  switch (method) {
    case "google":
      return (
        <svg {...common} aria-hidden="true" fill="none" strokeWidth="3" strokeLinecap="round">
          <path d="M19.5 8.2A8 8 0 0 0 5 7.4" stroke="#EA4335" />
          <path d="M5 7.4a8 8 0 0 0 0 9.2" stroke="#FBBC05" />
          <path d="M5 16.6a8 8 0 0 0 13.2.9" stroke="#34A853" />
          <path d="M18.2 17.5A8 8 0 0 0 20 12h-7.5" stroke="#4285F4" />
        </svg>
      );
    case "github":
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="#181717" />
          <path
            d="M9.5 19.5v-2.3c-2.2.5-2.7-1-2.7-1M9.5 17.2c-1.8-.2-3.3-1-3.3-4 0-.9.3-1.6.8-2.1-.1-.3-.3-1.1.1-2.1 0 0 .7-.2 2.2.8a7.6 7.6 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1 .2 1.8.1 2.1.5.5.8 1.2.8 2.1 0 3-1.5 3.8-3.3 4 .3.3.5.8.5 1.5v1.6"
            fill="none"
            stroke="#fff"
            strokeWidth="1.3"
            strokeLinecap="round"
          />
        </svg>
      );
    case "discord":
      return (
        <svg {...common} aria-hidden="true">
          <path
            d="M5 6.5 9 5l.6 1.2h4.8L15 5l4 1.5 2 9-3.6 2.5-1-1.6a10 10 0 0 1-8.8 0l-1 1.6L3 15.5z"
            fill="#5865F2"
          />
          <circle cx="9.3" cy="12" r="1.4" fill="#fff" />
          <circle cx="14.7" cy="12" r="1.4" fill="#fff" />
        </svg>
      );
    case "twitter":
      return (
        <svg {...common} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M5 4.5 19 19.5M19 4.5l-5.8 6.4M10.8 13.1 5 19.5" />
        </svg>
      );
    case "apple":
      return (
        <svg {...common} aria-hidden="true" fill="currentColor">
          <path d="M16.4 12.6c0-2 1.6-2.9 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7C8.2 8 6 9.4 6 12.5c0 3 2.2 7.5 4 7.5.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6c1.6 0 3-3.1 3.3-4.2-1.3-.5-1.7-2-1.7-3.2zM14.4 6.3c.6-.7.9-1.6.8-2.5-.8 0-1.8.6-2.4 1.3-.5.6-.9 1.5-.8 2.4.9.1 1.8-.5 2.4-1.2z" />
        </svg>
      );
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
          <circle cx="12" cy="12" r="10" fill={COLORS[method] ?? "#6b7280"} />
          <text
            x="12"
            y="16"
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            fill="#fff"
            fontFamily="system-ui, sans-serif"
          >
            {socialLabel(method).charAt(0).toUpperCase()}
          </text>
        </svg>
      );
  }
}
