const paths = {
  close: "M6 6l12 12M18 6L6 18",
  back: "M15 5l-7 7 7 7",
  mail: "M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  alert: "M12 7.5v5.5M12 16.5v.01M12 3l9.5 17h-19z",
  lock: "M6.5 11h11v9h-11zM8.5 11V8a3.5 3.5 0 017 0v3",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5",
  chevron: "M9 5l7 7-7 7",
  document: "M7 3.5h7l4 4V20.5H7zM14 3.5v4h4M10 12h5M10 16h5",
  wallet: "M4 7.5h14.5v11H4zM4 7.5l11-3v3M15 13h.01",
  swap: "M6 9h12l-3.5-3.5M18 15H6l3.5 3.5",
  copy: "M9 9h10v10H9zM5 15V5h10",
  phone: "M8 3h8v18H8zM11 18h2",
  passkey:
    "M9 12a3.5 3.5 0 110-7 3.5 3.5 0 010 7zM3.5 20c.8-3.4 3-5 5.5-5M15.5 11a2.5 2.5 0 11.01 0M15.5 13.5V21l1.5-1.5-1-1 1-1-1.5-1",
} as const;

export type IconName = keyof typeof paths;

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
      <path d={paths[name]} />
    </svg>
  );
}
