import type { FlowError } from "@foyer/core/login";
import { describe, expect, it } from "vitest";
import { errorScreenContent } from "./errorScreenContent.ts";

const e = (code: FlowError["code"], status: number | null, message = "Server text"): FlowError => ({
  code,
  status,
  message,
});

describe("errorScreenContent", () => {
  it("too many requests", () => {
    expect(errorScreenContent(e("too_many_requests", 429))).toEqual({
      title: "Request failed",
      detail: "Too many attempts.",
      button: "Try again later",
    });
  });
  it("an SMS region the app does not serve", () => {
    const region = { ...e("not_supported", 400), details: { reason: "unsupported_region", region: "XX" } };
    expect(errorScreenContent(region)).toMatchObject({
      title: "This region is not supported",
      detail: "SMS authentication from this region is not available",
      button: "Try another method",
    });
  });
  it("400 and 422 API errors show the server message", () => {
    expect(errorScreenContent(e("invalid_data", 400, "email is required")).detail).toBe("email is required");
    expect(errorScreenContent(e("unknown_auth_error", 422, "nope")).detail).toBe("nope");
  });
  it("other errors: Something went wrong / Try again later", () => {
    expect(errorScreenContent(e("unknown_auth_error", 500))).toMatchObject({
      title: "Something went wrong",
      detail: "Try again later",
    });
    expect(errorScreenContent(e("unknown_auth_error", null)).title).toBe("Something went wrong");
  });
  it("linked to another user and disallowed method", () => {
    expect(errorScreenContent(e("linked_to_another_user", 409))).toMatchObject({
      title: "Authentication failed",
      detail: "This account has already been linked to another user.",
    });
    expect(errorScreenContent(e("disallowed_login_method", 403, "No SMS here"))).toEqual({
      title: "Not allowed",
      detail: "No SMS here",
      button: "Try another method",
      action: "restart",
    });
  });
  it("captcha errors", () => {
    expect(errorScreenContent(e("invalid_captcha", 400))).toMatchObject({
      title: "Something went wrong",
      detail: "Please try again.",
    });
    expect(errorScreenContent(e("captcha_failure", 400)).detail).toBe("You did not pass CAPTCHA. Please try again.");
    expect(errorScreenContent(e("captcha_timeout", null)).detail).toBe("Something went wrong! Please try again later.");
  });
});
