// The sign-in error routing builds the account-transfer step itself from the 409's details (spec 000 §4), so the
// transfer machine's `initial` stays off the email journey (issue 19): the same state, the same refusal. In the
// login machine the transfer's routing is its part's (accountTransferStep.errorStep), loaded with link openings.
import { describe, expect, it } from "vitest";
import { accountTransferMachine } from "../accountTransfer/accountTransferMachine.ts";
import { transferDataFrom } from "../accountTransfer/startAccountTransfer.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { accountTransferStep } from "./accountTransferStep.ts";
import { createLoginMachine } from "./createLoginMachine.ts";
import type { LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import type { LoginEvent } from "./loginTypes.ts";
import { isGatingError, routeSignInError } from "./routeSignInError.ts";

const transferError = (details: Record<string, unknown> | undefined): FlowError => ({
  code: "account_transfer_required",
  message: "Account transfer required",
  status: 409,
  details,
});

describe("routeSignInError", () => {
  it("a 409 with a nonce and an account: the transfer step, as the transfer machine starts it", () => {
    const details = {
      nonce: "n1",
      account: { type: "github_oauth", address: "40123", subject: "40123" },
      display_name: "@octo",
      embedded_wallet_address: "0xabc",
    };
    const step = routeSignInError(transferError(details));
    expect(step).toEqual({
      name: "accountTransfer",
      error: transferError(details),
      transfer: accountTransferMachine.initial(transferDataFrom(details)),
    });
    expect(isGatingError(transferError(details))).toBe(true);
  });

  it("incomplete details: the error screen with 'missing account transfer inputs', as the machine refuses them", () => {
    for (const details of [undefined, { nonce: "n1" }, { nonce: "n1", account: { type: "", address: "a" } }]) {
      expect(() => accountTransferMachine.initial(transferDataFrom(details))).toThrow(
        "missing account transfer inputs",
      );
      expect(routeSignInError(transferError(details))).toEqual({
        name: "error",
        error: { ...transferError(details), code: "unknown_auth_error", message: "missing account transfer inputs" },
      });
      expect(isGatingError(transferError(details))).toBe(false);
    }
  });
});

describe("the login machine's error routing", () => {
  const details = { nonce: "n1", account: { type: "email", address: "ada@example.com" } };
  /** The step a method's failure with a 409 leads to (through the kit's toError), with `parts` in the machine. */
  const stepAfter409 = (parts: LoginMethodDefinition[]) => {
    const failing: LoginMethodDefinition = {
      id: "failing",
      steps: [],
      transition: (state, event, kit) =>
        (event as { type: string }).type === "fail" ? kit.toError(state, transferError(details)) : null,
    };
    const machine = createLoginMachine([...parts, failing]);
    const state = machine.initial({ requireTermsAcceptance: false });
    return machine.transition(state, { type: "fail" } as unknown as LoginEvent).state.step;
  };

  it("routes a 409 to the transfer step through the account transfer's part; without it, the error screen", () => {
    expect(stepAfter409([accountTransferStep])).toMatchObject({ name: "accountTransfer", transfer: { nonce: "n1" } });
    // Without the part (a login opening: only a link is answered a 409), the generic error screen.
    expect(stepAfter409([])).toMatchObject({ name: "error", error: { code: "account_transfer_required" } });
  });
});
