// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are ${ENV} references, the feature under test.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfigFile } from "./loadConfigFile.ts";

describe("foyer.config.json", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (apps: unknown[]) => {
    const path = join(dir, "foyer.config.json");
    writeFileSync(path, JSON.stringify({ apps }));
    return path;
  };

  it("replaces ${ENV} references in any string, keeps $${...} literal", () => {
    const path = write([
      {
        id: "shop",
        twilio: { account_sid: "AC1", auth_token: "${TWILIO_TOKEN}" },
        oauth: { google: { client_id: "id", client_secret: "pre-${GOOGLE_SECRET}-post" } },
        name: "$${NOT_A_VARIABLE}",
      },
    ]);
    const [app] = loadConfigFile(path, dir, { TWILIO_TOKEN: "tok", GOOGLE_SECRET: "gs" }) as unknown as Record<
      string,
      unknown
    >[];
    expect(app?.twilio).toEqual({ account_sid: "AC1", auth_token: "tok" });
    expect(app?.oauth).toEqual({ google: { client_id: "id", client_secret: "pre-gs-post" } });
    expect(app?.name).toBe("${NOT_A_VARIABLE}");
  });

  it("a missing variable stops the start with an error naming it and where it is used", () => {
    const path = write([{ id: "shop", twilio: { account_sid: "AC1", auth_token: "${TWILIO_TOKEN}" } }]);
    expect(() => loadConfigFile(path, dir, {})).toThrow(
      `${path}: $.apps[0].twilio.auth_token uses \${TWILIO_TOKEN}, but the environment variable TWILIO_TOKEN is not set.`,
    );
  });
});
