import { FoyerError } from "@foyer/core";
import type { MessageKey } from "../i18n/messages.ts";
import { t } from "../i18n/t.ts";
import { walletDialog } from "./walletDialog.ts";

/**
 * The confirmation screen before an embedded wallet signs: what is signed, by which address, Sign or
 * Cancel. Cancel rejects with "User rejected the request." (details.rpcCode 4001, EIP-1193's user rejection).
 */
export function confirmWalletAction(input: {
  title: MessageKey;
  app: string;
  address: string;
  body: string;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const { panel, close } = walletDialog("confirm");
    const title = document.createElement("h2");
    title.textContent = t(input.title);
    const detail = document.createElement("p");
    detail.textContent = t("wallet.signDetail", {
      app: input.app,
      address: `${input.address.slice(0, 6)}…${input.address.slice(-4)}`,
    });
    const body = document.createElement("pre");
    body.textContent = input.body;
    const row = document.createElement("div");
    row.className = "row";
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = t("wallet.cancelButton");
    const sign = document.createElement("button");
    sign.type = "button";
    sign.className = "primary";
    sign.textContent = t("wallet.signButton");
    row.append(cancel, sign);
    panel.append(title, detail, body, row);
    cancel.addEventListener("click", () => {
      close();
      reject(new FoyerError("unable_to_sign", "User rejected the request.", { details: { rpcCode: 4001 } }));
    });
    sign.addEventListener("click", () => {
      close();
      resolve();
    });
    sign.focus();
  });
}
