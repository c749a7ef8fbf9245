// The captcha step makes a code send itself (codeSendCaptcha, issue 19: the email journey without a captcha
// never downloads it) and replays the send's answer to the method: the phone method goes on as the email one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CAPTCHA_AUTO_CONTINUE_MS,
  CAPTCHA_EXECUTE_DELAY_MS,
  CAPTCHA_INITIAL_DELAY_MS,
  CAPTCHA_SUCCESS_WAIT_MS,
} from "../../constants.ts";
import { loginHost } from "../../testing/loginHost.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

const CAPTCHA_TO_CALLBACK = CAPTCHA_INITIAL_DELAY_MS + CAPTCHA_EXECUTE_DELAY_MS + CAPTCHA_SUCCESS_WAIT_MS;
const err = (code: FlowError["code"], details?: Record<string, unknown>): FlowError => ({
  code,
  message: `msg ${code}`,
  status: 429,
  details,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function phoneCaptcha() {
  const h = loginHost({ requireTermsAcceptance: false, captchaEnabled: true });
  h.send({ type: "openPhone" });
  h.send({ type: "submitPhone", phoneNumber: "+12015550123", channel: "whatsapp" });
  vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
  return h;
}

describe("the captcha before a phone code send", () => {
  it("sends with the token and the channel, then shows the code screen; Back lands on the idle phone form", () => {
    const h = phoneCaptcha();
    expect(h.of("sendCode")).toEqual([
      { type: "sendCode", email: "+12015550123", resend: false, captchaToken: "t1", channel: "whatsapp" },
    ]);
    h.send({ type: "codeSent" });
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS);
    expect(h.state.step).toMatchObject({ name: "code", email: "+12015550123", channel: "whatsapp" });
    h.send({ type: "back" });
    expect(h.state.step).toMatchObject({ name: "phone", form: { phoneNumber: "+12015550123", status: "idle" } });
  });

  it("a rate limit goes inline under the phone field", () => {
    const h = phoneCaptcha();
    h.send({ type: "sendCodeFailed", error: err("too_many_requests") });
    expect(h.state.step).toMatchObject({
      name: "phone",
      form: { phoneNumber: "+12015550123", status: "idle", error: { kind: "too_many_requests" } },
    });
    expect(h.state.history.map((s) => s.name)).toEqual(["landing"]);
  });

  it("a failed resend after its captcha shows the countdown on the code screen", () => {
    const h = phoneCaptcha();
    h.send({ type: "codeSent" });
    vi.advanceTimersByTime(CAPTCHA_AUTO_CONTINUE_MS + 30_000);
    h.send({ type: "code", event: { type: "resend" } });
    vi.advanceTimersByTime(CAPTCHA_TO_CALLBACK);
    expect(h.of("sendCode").at(-1)).toMatchObject({ resend: true, captchaToken: "t2", channel: "whatsapp" });
    h.send({ type: "resendFailed", error: err("too_many_requests", { retry_after: 5 }) });
    expect(h.state.step).toMatchObject({
      name: "code",
      resend: "waiting",
      resendIn: 5,
      error: { kind: "too_many_requests" },
    });
  });
});
