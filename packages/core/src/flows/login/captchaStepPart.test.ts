// The captcha step is a part of the login machine loaded apart (`@foyer/core/login/captcha`, issue 19): the
// modal loads it for apps with a captcha only. With it a protected call goes through the captcha screen;
// without it (the chunk failed to load) the call ends on the error screen instead of a stuck or broken modal.
import { describe, expect, it } from "vitest";
import { builtinLoginMethods } from "../loginMethods/builtinLoginMethods.ts";
import { captchaStepPart } from "./captchaStep.ts";
import { createLoginMachine } from "./createLoginMachine.ts";

const submit = (machine: ReturnType<typeof createLoginMachine>) => {
  const state = machine.initial({ captchaEnabled: true, requireTermsAcceptance: false });
  return machine.transition(state, { type: "submitEmail", email: "ada@example.com" });
};

describe("the login machine's captcha step, loaded apart", () => {
  it("runs the captcha screen before a protected call when it is given", () => {
    const out = submit(createLoginMachine(builtinLoginMethods, captchaStepPart));
    expect(out.state.step.name).toBe("captcha");
  });

  it("ends a protected call on the error screen when it is missing", () => {
    const out = submit(createLoginMachine(builtinLoginMethods));
    expect(out.state.step).toMatchObject({ name: "error", error: { code: "captcha_failure" } });
    expect(out.effects).toContainEqual(expect.objectContaining({ type: "reportError" }));
  });
});
