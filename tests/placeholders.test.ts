/**
 * Placeholder facts (docs/product-decisions.md, decision 12; README "Before going live"): the test
 * a production build uses to warn about a 555 phone number, the one source of the e-mail address
 * and phone number (docs/product-decisions.md, decision 3), placeholder notes that never reach a
 * page, and no promise to sign a business associate agreement.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isPlaceholderPhone, phoneNumbersIn } from "../scripts/placeholders";
import { site } from "../src/config/site";
import { loadArticleBody } from "../src/content/articles.server";
import { legalDocuments } from "../src/content/legal";
import { loadLegalDocument } from "../src/content/legal.server";
import { fillSiteFacts } from "../src/content/siteFacts";

const CONTENT = join("src", "content");

/** Every file under `src/content` (generated indexes left out) with its text. */
function contentFiles(): { path: string; text: string }[] {
  return readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(md|ts|yml)$/.test(path) && !path.startsWith("generated") && path !== join("data", "site.yml"))
    .map((path) => ({ path: join(CONTENT, path), text: readFileSync(join(CONTENT, path), "utf8") }));
}

describe("isPlaceholderPhone", () => {
  it("finds a 555 exchange in every usual form of a North American number", () => {
    for (const phone of ["+12145550147", "+1 (214) 555-0147", "214-555-0199", "1 214 555 0100", "tel:+1-212-555-1212", "555-0147"]) {
      expect(isPlaceholderPhone(phone), phone).toBe(true);
    }
  });

  it("passes real-looking numbers, a 555 area code and numbers of other countries", () => {
    for (const phone of ["+12145560147", "+1 (214) 505-5555", "+1 (555) 214-0147", "+442075550147", "+33 1 55 50 14 70", "0147", ""]) {
      expect(isPlaceholderPhone(phone), phone).toBe(false);
    }
  });
});

describe("phoneNumbersIn", () => {
  it("reads tel: links and JSON-LD telephone values, each number once", () => {
    const html =
      '<script type="application/ld+json">{"telephone":"+12145550147","contactPoint":{"telephone":"+12145550147"}}</script>' +
      '<a href="tel:+12145550147">+1 (214) 555-0147</a><a href="tel:+13125550100">call</a><a href="mailto:a@b.c">mail</a>';
    expect(phoneNumbersIn(html)).toEqual(["+12145550147", "+13125550100"]);
    expect(phoneNumbersIn("<p>No number here.</p>")).toEqual([]);
  });
});

describe("site facts in the legal pages", () => {
  it("states the phone number's two forms as one number", () => {
    expect(site.phone.display.replace(/\D/g, "")).toBe(site.phone.e164.replace(/\D/g, ""));
  });

  it("replaces each token with its fact and names the file and an unknown token", () => {
    const facts = { "site.email": "[a@b.c](mailto:a@b.c)" };
    expect(fillSiteFacts("Write to {{site.email}} or {{ site.email }}.", facts, "x.md")).toBe(
      "Write to [a@b.c](mailto:a@b.c) or [a@b.c](mailto:a@b.c).",
    );
    expect(() => fillSiteFacts("Call {{site.fax}}.", facts, "src/content/legal/terms.md")).toThrow(
      /src\/content\/legal\/terms\.md: unknown token \{\{site\.fax\}\}/,
    );
  });

  it("writes the e-mail address and phone number only in the site facts (src/content/data/site.yml)", () => {
    const written = contentFiles().flatMap(({ path, text }) => {
      const facts = [site.email, site.phone.display, site.phone.e164, ...(path.endsWith(".md") ? ["mailto:", "tel:"] : [])];
      return facts.filter((fact) => text.includes(fact)).map((fact) => `${path}: ${fact}`);
    });
    expect(written).toEqual([]);
  });

  it.each(legalDocuments.map((document) => document.slug))("links %s to the address and number of site.ts", (slug) => {
    const { html } = loadLegalDocument(slug);
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(html).toContain(`href="tel:${site.phone.e164}"`);
    expect(html).not.toContain("{{");
  });
});

describe("placeholder notes", () => {
  it("never reach a page: the Markdown pipeline drops HTML comments", () => {
    const pages = [
      ...legalDocuments.map((document) => loadLegalDocument(document.slug).html),
      ...["restaurant-review-turnaround", "executive-content-removal", "personal-privacy-restored"].map(
        (slug) => loadArticleBody("case-studies", slug).html,
      ),
    ];
    for (const html of pages) {
      expect(html).not.toContain("<!--");
      expect(html).not.toContain("Placeholder");
    }
  });

  it("mark every case study", () => {
    const unmarked = readdirSync(join(CONTENT, "case-studies")).filter(
      (name) => name.endsWith(".md") && !readFileSync(join(CONTENT, "case-studies", name), "utf8").includes("<!--\nPlaceholder"),
    );
    expect(unmarked).toEqual([]);
  });
});

describe("legal commitments", () => {
  it("promise no business associate agreement (docs/product-decisions.md, decision 12)", () => {
    const promise = /\b(sign|signs|enter into|enters into|will (sign|execute))\b[^.]{0,40}business associate agreement/i;
    expect(promise.test("We sign business associate agreements with covered entities.")).toBe(true);
    expect(promise.test("we enter into a business associate agreement where HIPAA requires one")).toBe(true);
    const found = contentFiles().filter(({ text }) => promise.test(text)).map(({ path }) => path);
    expect(found).toEqual([]);
  });
});
