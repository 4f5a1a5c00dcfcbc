/**
 * The cards' shared artwork (scripts/illustration-files.ts, `IllustrationImage`): one file per
 * illustration, named by its content, drawn as the inline hero is, and what a card shows.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleCard } from "../src/components/ArticleCard/ArticleCard";
import { ILLUSTRATION_FILES } from "../src/content/generated/illustrationFiles";
import { ILLUSTRATION_KEYS } from "../src/content/taxonomy";

describe("illustration files", () => {
  it("gives every illustration one standalone SVG file under /assets/, named by the hash of its content", () => {
    expect(Object.keys(ILLUSTRATION_FILES).sort()).toEqual([...ILLUSTRATION_KEYS].sort());
    for (const key of ILLUSTRATION_KEYS) {
      const address = ILLUSTRATION_FILES[key];
      expect(address).toMatch(new RegExp(`^/assets/art/${key}-[0-9a-f]{10}\\.svg$`));
      const svg = readFileSync(join("public", address), "utf8");
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"')).toBe(true);
      expect(address).toContain(createHash("sha256").update(svg).digest("hex").slice(0, 10));
    }
    // Twelve different drawings, not one file copied.
    expect(new Set(ILLUSTRATION_KEYS.map((key) => readFileSync(join("public", ILLUSTRATION_FILES[key]), "utf8"))).size).toBe(ILLUSTRATION_KEYS.length);
  });

  it("shows a card's artwork as a decorative image of its shared file, with its box set, not as inline SVG", () => {
    const { container } = render(<ArticleCard href="/learning/blog/ai-reputation/" title="AI and your reputation" text="What assistants say about you." image="network" />);
    const image = container.querySelector("article img");
    expect(image?.getAttribute("src")).toBe(ILLUSTRATION_FILES.network);
    expect(image?.getAttribute("alt")).toBe("");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["640", "360"]);
    expect(container.querySelector("article svg[viewBox='0 0 640 360']")).toBeNull();
  });
});
