import type { IconPath } from "./Icon.tsx";

/**
 * The icons only screens, entries and flows loaded apart from the modal draw, as path data for the kit's Icon
 * (`<kit.Icon name={moreIcons.wallet} />`): here rather than in ui/Icon.tsx, whose set rides in the modal's
 * chunk on every login (issue 19). Keep an icon the modal's own screens draw in ui/Icon.tsx.
 */
export const moreIcons = {
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5",
  document: "M7 3.5h7l4 4V20.5H7zM14 3.5v4h4M10 12h5M10 16h5",
  wallet: "M4 7.5h14.5v11H4zM4 7.5l11-3v3M15 13h.01",
  swap: "M6 9h12l-3.5-3.5M18 15H6l3.5 3.5",
  copy: "M9 9h10v10H9zM5 15V5h10",
  passkey:
    "M9 12a3.5 3.5 0 110-7 3.5 3.5 0 010 7zM3.5 20c.8-3.4 3-5 5.5-5M15.5 11a2.5 2.5 0 11.01 0M15.5 13.5V21l1.5-1.5-1-1 1-1-1.5-1",
} as const satisfies Record<string, IconPath>;
