import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { findCommand, runCli } from "./runCli.ts";

const cli = { plugins: defaultPlugins };

describe("foyer CLI", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "foyer-cli-"));
  const env = { FOYER_DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function capture() {
    const out: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void out.push(String(line)));
    const error = vi.spyOn(console, "error").mockImplementation((line: unknown) => void out.push(String(line)));
    return {
      out,
      restore() {
        log.mockRestore();
        error.mockRestore();
      },
    };
  }

  it("picks the longest matching command; no words or only flags means serve", () => {
    expect(findCommand(["apps", "add", "--id", "x"])?.command.path).toEqual(["apps", "add"]);
    expect(findCommand(["apps", "add", "--id", "x"])?.args).toEqual(["--id", "x"]);
    expect(findCommand([])?.command.path).toEqual(["serve"]);
    expect(findCommand(["nope"])).toBeNull();
  });

  it("migrates, adds an app, refuses it twice and lists it", async () => {
    const io = capture();
    try {
      expect(await runCli(["migrate"], env, cli)).toBe(0);
      expect(
        await runCli(["apps", "add", "--id", "shop", "--name", "Shop", "--origin", "https://shop.example"], env, cli),
      ).toBe(0);
      expect(await runCli(["apps", "add", "--id", "shop", "--origin", "https://shop.example"], env, cli)).toBe(1);
      io.out.length = 0;
      expect(await runCli(["apps", "list", "--json"], env, cli)).toBe(0);
      expect(JSON.parse(io.out.join(""))).toEqual([
        { id: "shop", name: "Shop", allowed_origins: ["https://shop.example"] },
      ]);
    } finally {
      io.restore();
    }
    // Four opens of an embedded database on disk (initdb the first time): slow on a busy 2-core machine.
  }, 180_000);

  it("answers a usage error with exit code 2 and the command's usage", async () => {
    const io = capture();
    try {
      expect(await runCli(["apps", "add", "--id", "Bad Id"], env, cli)).toBe(2);
      expect(await runCli(["apps", "add", "--id", "ok-app", "--origin", "https://x.example/path"], env, cli)).toBe(2);
      expect(await runCli(["apps", "add", "--bogus"], env, cli)).toBe(2);
      expect(await runCli(["frobnicate"], env, cli)).toBe(2);
      expect(io.out.join("\n")).toContain("Usage: foyer apps add");
    } finally {
      io.restore();
    }
  });
});
