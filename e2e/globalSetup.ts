// Vitest globalSetup of the "e2e" project: the demo app built once for every test file (buildDemo.ts).
// (The wallet frame bundle and the migrated PGlite dump come from the setups listed beside this one.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildDemo } from "./buildDemo.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The demo built with placeholder tokens (served per stack by serveDemo.ts). */
    demoDistDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "foyer-e2e-demo-"));
  buildDemo(join(dir, "dist"));
  project.provide("demoDistDir", join(dir, "dist"));
  return () => rmSync(dir, { recursive: true, force: true });
}
