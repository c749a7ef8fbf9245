import { describe, expect, it } from "vitest";
import { optionsOrEvent } from "./optionsOrEvent.ts";

describe("optionsOrEvent", () => {
  it("drops a React event passed by onClick={action} and keeps real options", () => {
    expect(optionsOrEvent({ nativeEvent: {}, target: {}, type: "click" })).toBeUndefined();
    expect(optionsOrEvent({ disableSignup: true })).toEqual({ disableSignup: true });
    expect(optionsOrEvent(undefined)).toBeUndefined();
  });
});
