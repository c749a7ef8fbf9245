import { MODAL_TITLE_ID, useModal } from "../../shell/ModalContext.ts";
import { ScreenFrame } from "../../shell/ScreenFrame.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button } from "../../ui/Button.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { errorScreenContent } from "./errorScreenContent.ts";

/** Generic error screen (spec 000 §8); its button retries: the previous screen, or the login screen. */
export function ErrorScreen({ step }: ScreenProps<"error">) {
  const { send } = useModal();
  const content = errorScreenContent(step.error);
  return (
    <ScreenFrame name="error">
      <div className="foyer-badge" data-tone="error">
        <Icon name="alert" size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {content.title}
      </h2>
      <p className="foyer-text">{content.detail}</p>
      <Button onClick={() => send(content.action === "restart" ? { type: "restart" } : { type: "retry" })}>
        {content.button}
      </Button>
    </ScreenFrame>
  );
}
