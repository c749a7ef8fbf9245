import type { MfaEffect, MfaEvent } from "../../flows/mfa/createMfaMachine.ts";
import type { FlowEffectContext, RunnerEffect } from "../FlowEffectContext.ts";
import { runMfaPasskey } from "../passkey/runMfaPasskey.ts";
import { toFlowErrorAs } from "../toFlowErrorAs.ts";
import { verifyMfaSomewhere } from "./verifyMfaSomewhere.ts";

/**
 * The MFA machine's effects: the `mfa` API group, the passkey ceremony, and verification through the wallet
 * frame (which keeps the MFA token for the operation that asked). Each answers the machine with an event.
 * The UI layer's MFA flow hands its effects here (React's `flows/mfa/mfaFlow.ts`).
 */
export function runMfaEffect(
  effect: Exclude<MfaEffect, RunnerEffect>,
  { store, send }: FlowEffectContext<MfaEvent>,
): void {
  const api = store.api.mfa;
  const settle = (work: Promise<unknown>) =>
    work.then(
      () => send({ type: "succeeded" }),
      (error: unknown) => send({ type: "failed", error: toFlowErrorAs(error, "unknown_mfa_error") }),
    );
  switch (effect.type) {
    case "list":
      api.list().then(
        ({ methods }) => send({ type: "listed", methods }),
        (error: unknown) => send({ type: "failed", error: toFlowErrorAs(error, "unknown_mfa_error") }),
      );
      return;
    case "sendSms":
      api.smsInit(effect.phoneNumber === undefined ? undefined : { phoneNumber: effect.phoneNumber }).then(
        () => send({ type: "smsSent" }),
        (error: unknown) => send({ type: "smsFailed", error: toFlowErrorAs(error, "unknown_mfa_error") }),
      );
      return;
    case "verify":
      settle(
        effect.method === "sms"
          ? verifyMfaSomewhere(store, { method: "sms", code: effect.code })
          : runMfaPasskey(store, "verify").then((passkeyResponse) =>
              verifyMfaSomewhere(store, { method: "passkey", passkeyResponse }),
            ),
      );
      return;
    case "enrol":
      settle(
        (effect.method === "sms"
          ? api.smsEnroll({ phoneNumber: effect.phoneNumber, code: effect.code })
          : runMfaPasskey(store, "enroll").then((passkeyResponse) => api.passkeyEnroll({ passkeyResponse }))
        ).then(() => store.session.refreshUser().catch(() => {})),
      );
      return;
    case "remove":
      settle(
        (effect.method === "sms"
          ? api.verify({ method: "sms", code: effect.code })
          : runMfaPasskey(store, "verify").then((passkeyResponse) => api.verify({ method: "passkey", passkeyResponse }))
        )
          .then((mfaToken) => api.unenroll({ method: effect.method, mfaToken }))
          .then(() => store.session.refreshUser().catch(() => {})),
      );
      return;
  }
}
