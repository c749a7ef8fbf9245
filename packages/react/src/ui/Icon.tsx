import type { MoreIconName } from "./moreIcons.ts";

const paths = {
  close: "M6 6l12 12M18 6L6 18",
  back: "M15 5l-7 7 7 7",
  mail: "M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  alert: "M12 7.5v5.5M12 16.5v.01M12 3l9.5 17h-19z",
  lock: "M6.5 11h11v9h-11zM8.5 11V8a3.5 3.5 0 017 0v3",
  chevron: "M9 5l7 7-7 7",
  phone: "M8 3h8v18H8zM11 18h2",
} as const;

/** The icons only screens off the email journey draw (ui/moreIcons.ts), once added. */
let more: Partial<Record<MoreIconName, string>> = {};
let loading: Promise<void> | undefined;

/**
 * Adds the icons only screens off the email journey draw (issue 19: the journey does not download them). The
 * modules those screens load with add them as they load (shell/moreStyles.tsx, the passkey part, the other
 * methods' descriptors, the wallet-first list), so the icons are at hand at their first draw.
 */
export function addIcons(paths: Record<MoreIconName, string>): void {
  more = paths;
}

export type IconName = keyof typeof paths | MoreIconName;

/** The path of `name`; a screen that drew an icon of moreIcons.ts before anything added them waits for them. */
function pathOf(name: IconName): string {
  const d = name in paths ? paths[name as keyof typeof paths] : more[name as MoreIconName];
  if (d !== undefined) return d;
  loading ??= import("./moreIcons.ts").then(
    (m) => addIcons(m.moreIcons),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  // Suspends the screen until they are there (a failed load reaches the modal's ScreenLoadBoundary).
  throw loading;
}

/** A stroke icon from the modal's small built-in set. Decorative (aria-hidden). */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === "check" ? 2.4 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={pathOf(name)} />
    </svg>
  );
}
