/**
 * The content step's writes (`scripts/content/writeGenerated.ts`; docs/decisions/052): a file is
 * replaced whole or not at all, so a second content step (the editor's watcher) importing it while
 * it is rewritten never reads it empty or cut; an unchanged file is not touched.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeGenerated } from "../scripts/content/writeGenerated";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
/** A new empty folder, removed after the test. */
function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), "write-generated-"));
  folders.push(folder);
  return folder;
}

describe("writeGenerated", () => {
  it("writes a new file, makes its folder, and leaves an unchanged one alone", () => {
    const path = join(scratch(), "generated", "module.ts");
    expect(writeGenerated(path, "export const a = 1;\n")).toBe(true);
    expect(readFileSync(path, "utf8")).toBe("export const a = 1;\n");
    writeFileSync(path, "export const a = 1;\n");
    const before = statSync(path).mtimeMs;
    expect(writeGenerated(path, "export const a = 1;\n")).toBe(false);
    expect(statSync(path).mtimeMs).toBe(before);
    expect(writeGenerated(path, "export const a = 2;\n")).toBe(true);
    expect(readFileSync(path, "utf8")).toBe("export const a = 2;\n");
  });

  it("never lets a reader in another process see the file empty or cut while it is rewritten", { timeout: 60_000 }, async () => {
    const path = join(scratch(), "module.ts");
    const size = 2_000_000;
    const whole = new Set(["a".repeat(size), "b".repeat(size)]);
    writeGenerated(path, "a".repeat(size));
    const writer = spawn("npx", ["tsx", "tests/fixtures/writeGeneratedLoop.ts", path, "60", String(size)], { stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => writer.on("close", resolve));
    let reads = 0;
    let partial = 0;
    while (writer.exitCode === null) {
      if (existsSync(path)) {
        const text = readFileSync(path, "utf8");
        reads += 1;
        if (!whole.has(text)) partial += 1;
      }
      // Let the writer's exit be noticed between reads.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited).toBe(0);
    expect(reads).toBeGreaterThan(10);
    expect(partial).toBe(0);
  });
});
