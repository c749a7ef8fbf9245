import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import { Button, ScreenFrame, useModal } from "../../shell/screenKit.ts";
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
