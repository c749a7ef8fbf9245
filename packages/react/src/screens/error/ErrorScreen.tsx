import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import { errorScreenContent } from "./errorScreenContent.ts";

/** Generic error screen (spec 000 §8); its button retries: the previous screen, or the login screen. */
export function ErrorScreen({ step }: ScreenProps<"error">) {
  const { send } = kit.useModal();
  const content = errorScreenContent(step.error);
  return (
    <kit.ScreenFrame name="error">
      <StatusScreen tone="error" title={content.title} text={content.detail}>
        <kit.Button onClick={() => send(content.action === "restart" ? { type: "restart" } : { type: "retry" })}>
          {content.button}
        </kit.Button>
      </StatusScreen>
    </kit.ScreenFrame>
  );
}
