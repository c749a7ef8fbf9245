import { useModal } from "../../shell/ModalContext.ts";
import { ScreenFrame } from "../../shell/ScreenFrame.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorScreenContent } from "./errorScreenContent.ts";

/** Generic error screen (spec 000 §8); its button retries: the previous screen, or the login screen. */
export function ErrorScreen({ step }: ScreenProps<"error">) {
  const { send } = useModal();
  const content = errorScreenContent(step.error);
  return (
    <ScreenFrame name="error">
      <StatusScreen tone="error" title={content.title} text={content.detail}>
        <Button onClick={() => send(content.action === "restart" ? { type: "restart" } : { type: "retry" })}>
          {content.button}
        </Button>
      </StatusScreen>
    </ScreenFrame>
  );
}
