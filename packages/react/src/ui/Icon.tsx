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

/** An icon's path data (24 x 24, stroked): how a lazily loaded screen names an icon of ui/moreIcons.ts. */
export type IconPath = `M${string}`;

/**
 * One of the icons the modal's own screens draw (the set here rides in the modal's chunk, on every login; the
 * chevron too, which the landing's part draws: there it would cost every full landing ui/moreIcons.ts' chunk),
 * or the path data of one only screens loaded apart draw (ui/moreIcons.ts, loaded with them; issue 19).
 */
export type IconName = keyof typeof paths | IconPath;

/** A stroke icon: one of the set above by name, or one of ui/moreIcons.ts by its path. Decorative (aria-hidden). */
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
    >
      <path d={paths[name as keyof typeof paths] ?? name} />
    </svg>
  );
}
