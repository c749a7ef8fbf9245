import { afterEach, describe, expect, it } from "vitest";
import { modalKit } from "../modal/modalKit.ts";
import { installKit, kit, loadModal, missingKit, setModalLoader } from "./kit.ts";
import { loadKit } from "./loadKit.ts";

// The module-level kit is shared by the test files of a worker: each case puts back what it found.
const found = { kit, loadModal };
afterEach(() => {
  installKit(found.kit);
  setModalLoader(found.loadModal as () => Promise<unknown>);
});

describe("loadKit", () => {
  it("loads the modal's chunk first when the kit is not installed, and hands over what it installed", async () => {
    installKit(missingKit);
    setModalLoader(async () => installKit(modalKit));
    expect(await loadKit()).toBe(modalKit);
  });

  it("says plainly what is missing when nothing installs it, rather than failing later in a screen", async () => {
    installKit(missingKit);
    setModalLoader(async () => {});
    await expect(loadKit()).rejects.toThrow("Foyer: the modal's screen kit is not installed");
  });

  it("throws on a part read before the modal installed the kit, naming it", () => {
    installKit(missingKit);
    expect(() => kit.Button).toThrow("Foyer: Button read before the modal installed its screen kit");
  });

  it("answers the installed kit without loading anything", async () => {
    installKit(modalKit);
    setModalLoader(() => Promise.reject(new Error("loaded")));
    expect(await loadKit()).toBe(modalKit);
  });
});
