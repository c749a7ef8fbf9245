import { t } from "../../i18n/t.ts";
import { useModal } from "../../modal/ModalContext.ts";
import type { ScreenProps } from "../../modal/screenRouter.ts";
import { Button } from "../../ui/Button.tsx";
import { GatingLayout } from "./GatingLayout.tsx";

/**
 * Account transfer, step one (spec 000 §2). TODO(account transfer issue): "Transfer and delete account",
 * "Continue" and the asset warning step; until the transfer endpoint exists only "No thanks" is offered.
 */
export function AccountTransferScreen({ step }: ScreenProps<"accountTransfer">) {
  const { send } = useModal();
  const handle = typeof step.error.details?.displayName === "string" ? step.error.details.displayName : "";
  const method = t("transfer.methodEmail");
  return (
    <GatingLayout
      name="accountTransfer"
      icon="user"
      title={t("transfer.title", { method: method.charAt(0).toUpperCase() + method.slice(1) })}
      detail={t("transfer.detail", { handle: handle || method })}
    >
      <Button variant="secondary" onClick={() => send({ type: "restart" })}>
        {t("transfer.noThanks")}
      </Button>
    </GatingLayout>
  );
}
