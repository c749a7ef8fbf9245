import type { HTMLAttributes, ReactElement, ReactNode } from "react";
import { kit } from "../kit/kit.ts";
import type { IconName } from "./screenKit.ts";

/**
 * The body of a status screen, centred by the screen's frame: a mark, the title (the modal's label), a
 * sentence, then the screen's own buttons or notes (children). The mark is an icon in a badge (`tone`
 * colours it, and picks alert or check when no icon is named), or `mark` in its place (a waiting screen's
 * `<ProgressMark>`). Written once so every error, success and waiting screen looks and reads the same.
 */
export function StatusScreen(props: {
  title: string;
  text?: ReactNode;
  tone?: "error" | "success";
  /** A built-in icon, or an element drawn in the badge (a provider's mark). */
  icon?: IconName | ReactElement;
  /** Drawn instead of the badge: `<ProgressMark label={title} />` while the screen waits. */
  mark?: ReactNode;
  /** The title is announced when it changes (a screen that moves on by itself). */
  live?: boolean;
  /** Attributes of the sentence: `role="alert"`, a `data-foyer` test hook. */
  textProps?: HTMLAttributes<HTMLParagraphElement> & { "data-foyer"?: string };
  children?: ReactNode;
}) {
  const icon = props.icon ?? (props.tone === "success" ? "check" : "alert");
  return (
    <>
      {props.mark ?? (
        <div className="foyer-badge" data-tone={props.tone}>
          {typeof icon === "string" ? <kit.Icon name={icon} size={icon === "check" ? 28 : 26} /> : icon}
        </div>
      )}
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title" aria-live={props.live ? "polite" : undefined}>
        {props.title}
      </h2>
      {props.text !== undefined && (
        <p className="foyer-text" {...props.textProps}>
          {props.text}
        </p>
      )}
      {props.children}
    </>
  );
}
