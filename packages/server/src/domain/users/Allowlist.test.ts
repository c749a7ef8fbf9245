import { describe, expect, it } from "vitest";
import { isAllowlisted } from "./Allowlist.ts";

const list = (entries: { type: "email" | "email_domain" | "phone" | "wallet"; value: string }[]) => ({
  enabled: true,
  entries,
});

describe("isAllowlisted", () => {
  it("lets everyone in when the list is absent or disabled", () => {
    expect(isAllowlisted(undefined, { type: "email", subject: "a@b.example" })).toBe(true);
    expect(isAllowlisted({ enabled: false, entries: [] }, { type: "email", subject: "a@b.example" })).toBe(true);
    expect(isAllowlisted(list([]), { type: "email", subject: "a@b.example" })).toBe(false);
  });

  it("matches emails exactly, case-insensitively", () => {
    const allow = list([{ type: "email", value: "Ada@Example.com" }]);
    expect(isAllowlisted(allow, { type: "email", subject: "ada@example.com" })).toBe(true);
    expect(isAllowlisted(allow, { type: "email", subject: "ada@example.co" })).toBe(false);
    expect(isAllowlisted(allow, { type: "email", subject: "xada@example.com" })).toBe(false);
  });

  it("matches email domains on the part after @ only", () => {
    const allow = list([{ type: "email_domain", value: "@Corp.example" }]);
    expect(isAllowlisted(allow, { type: "email", subject: "bob@corp.example" })).toBe(true);
    expect(isAllowlisted(allow, { type: "email", subject: "bob@sub.corp.example" })).toBe(false);
    expect(isAllowlisted(allow, { type: "email", subject: "corp.example@evil.example" })).toBe(false);
    expect(isAllowlisted(allow, { type: "phone", subject: "+15550100" })).toBe(false);
  });

  it("matches phone numbers in E.164, ignoring formatting in the entry", () => {
    const allow = list([{ type: "phone", value: "+1 555-0100" }]);
    expect(isAllowlisted(allow, { type: "phone", subject: "+15550100" })).toBe(true);
    expect(isAllowlisted(allow, { type: "phone", subject: "+15550101" })).toBe(false);
    expect(isAllowlisted(allow, { type: "email", subject: "+15550100" })).toBe(false);
  });

  it("matches wallet addresses case-insensitively", () => {
    const allow = list([{ type: "wallet", value: "0xAbC0000000000000000000000000000000000001" }]);
    expect(isAllowlisted(allow, { type: "wallet", subject: "0xabc0000000000000000000000000000000000001" })).toBe(true);
    expect(isAllowlisted(allow, { type: "wallet", subject: "0xabc0000000000000000000000000000000000002" })).toBe(false);
    expect(isAllowlisted(allow, { type: "email", subject: "0xabc0000000000000000000000000000000000001" })).toBe(false);
  });
});
