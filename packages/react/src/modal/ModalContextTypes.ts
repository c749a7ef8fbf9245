import type { LoginController as RuntimeLoginController } from "@foyer/core/runtime/login";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

// Registers the concrete store and controller types with the modal context (shell/ModalContext.ts), which
// cannot import them without an import cycle between folders.
declare module "../shell/ModalContext.ts" {
  interface ModalContextTypes {
    store: FoyerStore;
    controller: RuntimeLoginController<ClientLoginMethod>;
  }
}
