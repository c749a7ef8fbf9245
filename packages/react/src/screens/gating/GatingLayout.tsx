import type { LoginStepName } from "@foyer/core/login";
import type { ReactNode } from "react";
import { kit } from "../../kit/kit.ts";
import type { IconName } from "../../shell/screenKit.ts";

/** Shared layout of the gating screens: badge, title, detail, actions. */
export function GatingLayout(props: {
  name: LoginStepName;
  icon: IconName;
  title: string;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <kit.ScreenFrame name={props.name}>
      <div className="foyer-badge" data-tone="error">
        <kit.Icon name={props.icon} size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {props.title}
      </h2>
      <p className="foyer-text">{props.detail}</p>
      <div className="foyer-stack">{props.children}</div>
    </kit.ScreenFrame>
  );
}
