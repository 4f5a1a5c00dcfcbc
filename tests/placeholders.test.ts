/**
 * Placeholder facts (docs/product-decisions.md, decision 12; README "Before going live"): the list
 * a production build refuses to ship (a 555 phone number, addresses on the placeholder domain, the
 * facts `site.yml` marks still to confirm, the content editor's made-up repository and sign-in),
 * the decision to fail or pass with and without `ALLOW_PLACEHOLDERS=1`, and `npm run build`'s first
 * step making that decision; the one source of the e-mail address and phone number
 * (docs/product-decisions.md, decision 3), placeholder notes that never reach a page, and no
 * promise to sign a business associate agreement.
 */
import { execFile } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_OAUTH_BASE_URL, PLACEHOLDER_REPO } from "../scripts/cms/admin";
import { SITE_FACTS_FILE } from "../scripts/content/data/siteTokens";
import { loadDataFile } from "../scripts/content/dataFiles";
import {
  type PlaceholderSources,
  isPlaceholderPhone,
  phoneNumbersIn,
  placeholderPhonesOfPages,
  placeholderVerdict,
  placeholdersOfSources,
} from "../scripts/placeholders";
import { siteFactsSchema } from "../src/content/dataSchemas";
import { site } from "../src/content/site";
import { loadArticleBody } from "../src/content/articles.server";
import { pageIndex } from "../src/content/generated/pageIndex";
import { loadLegalDocument } from "../src/content/legal.server";
import { fillSiteTokens } from "../src/content/siteFacts";

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
    expect(fillSiteTokens("Write to {{site.email}} or {{ site.email }}.", facts, "x.md")).toBe(
      "Write to [a@b.c](mailto:a@b.c) or [a@b.c](mailto:a@b.c).",
    );
    expect(() => fillSiteTokens("Call {{site.fax}}.", facts, "src/content/legal/terms.md")).toThrow(
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

  it.each(pageIndex.legalDocuments.map((document) => document.slug))("links %s to the address and number of site.ts", (slug) => {
    const { html } = loadLegalDocument(slug);
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(html).toContain(`href="tel:${site.phone.e164}"`);
    expect(html).not.toContain("{{");
  });
});

describe("placeholder notes", () => {
  it("never reach a page: the Markdown pipeline drops HTML comments", () => {
    const pages = [
      ...pageIndex.legalDocuments.map((document) => loadLegalDocument(document.slug).html),
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

/**
 * Sources with every placeholder replaced: the site facts as the content file holds them today
 * (whatever staff have written), with a real-looking phone number and e-mail address and nothing
 * left to confirm, and the firm's own domain, repository and OAuth client. Each test below puts
 * one placeholder back.
 */
function replacedSources(): PlaceholderSources {
  const facts = loadDataFile(SITE_FACTS_FILE, siteFactsSchema);
  return {
    facts: { ...facts, phone: "+1 (214) 428-0147", email: "hello@firm.example", toConfirm: [] },
    siteUrl: "https://www.firm.example",
    cmsRepo: "firm/website",
    cmsOauthBaseUrl: "https://auth.firm.example",
  };
}

describe("placeholdersOfSources", () => {
  it("finds none once every placeholder is replaced", () => {
    expect(placeholdersOfSources(replacedSources())).toEqual([]);
  });

  it("finds a 555 phone number and says which field of which file to change", () => {
    const sources = replacedSources();
    const found = placeholdersOfSources({ ...sources, facts: { ...sources.facts, phone: "+1 (214) 555-0147" } });
    expect(found).toEqual([expect.objectContaining({ fact: "phone number", value: "+1 (214) 555-0147", reason: "a fictional 555 number" })]);
    expect(found[0]?.change).toContain(`change "phone" in ${SITE_FACTS_FILE}`);
  });

  it("lists a fact still marked to confirm once, and asks for the mark to go too", () => {
    const sources = replacedSources();
    const found = placeholdersOfSources({ ...sources, facts: { ...sources.facts, phone: "+1 (214) 555-0147", toConfirm: ["phone", "businessHours", "social"] } });
    expect(found.map((placeholder) => placeholder.fact)).toEqual(["phone number", 'site facts\' "businessHours"', 'site facts\' "social"']);
    expect(found[0]?.change).toContain('remove "phone" from its toConfirm list');
    expect(found[1]?.value).toBe(sources.facts.businessHours);
    expect(found[2]?.value).toBe(sources.facts.social.map((profile) => profile.url).join(", "));
  });

  it("finds the e-mail address, the site address and the editor's sign-in on the placeholder domain or a subdomain", () => {
    const sources = replacedSources();
    const found = placeholdersOfSources({
      ...sources,
      facts: { ...sources.facts, email: "help@rrr-reputation.com" },
      siteUrl: "https://www.rrr-reputation.com",
      cmsOauthBaseUrl: "https://auth.cms.rrr-reputation.com",
    });
    expect(found.map(({ fact, value }) => `${fact}: ${value}`)).toEqual([
      "e-mail address: help@rrr-reputation.com",
      "site address: https://www.rrr-reputation.com",
      "content editor's sign-in (OAuth client): https://auth.cms.rrr-reputation.com",
    ]);
    expect(found[1]?.change).toContain("VITE_SITE_URL");
    expect(found[2]?.change).toContain("CMS_OAUTH_BASE_URL");
    expect(placeholdersOfSources({ ...sources, siteUrl: "https://rrr-reputation.com" })).toHaveLength(1);
  });

  it("passes a domain that only ends with the same letters", () => {
    const sources = replacedSources();
    expect(placeholdersOfSources({ ...sources, facts: { ...sources.facts, email: "help@notrrr-reputation.com" }, siteUrl: "https://www.myrrr-reputation.com" })).toEqual([]);
  });

  it("finds the content editor's placeholder repository and OAuth client", () => {
    const found = placeholdersOfSources({ ...replacedSources(), cmsRepo: PLACEHOLDER_REPO, cmsOauthBaseUrl: PLACEHOLDER_OAUTH_BASE_URL });
    expect(found.map(({ value, change }) => [value, change.split(" ")[1]])).toEqual([
      [PLACEHOLDER_REPO, "CMS_GITHUB_REPO"],
      [PLACEHOLDER_OAUTH_BASE_URL, "CMS_OAUTH_BASE_URL"],
    ]);
  });
});

describe("placeholderPhonesOfPages", () => {
  it("lists the 555 numbers of the pages other than the site facts' own, with the pages", () => {
    const pages = new Map([
      ["+12145550147", ["/", "/contact/"]],
      ["+13125550100", ["/a/", "/b/", "/c/", "/d/", "/e/"]],
      ["+12144280147", ["/about/"]],
    ]);
    expect(placeholderPhonesOfPages(pages, "+1 (214) 555-0147")).toEqual([
      expect.objectContaining({ value: "+13125550100", change: "change the content of /a/, /b/, /c/ and 2 more pages" }),
    ]);
  });
});

describe("placeholderVerdict", () => {
  const placeholders = placeholdersOfSources({ ...replacedSources(), cmsRepo: PLACEHOLDER_REPO, siteUrl: "https://www.rrr-reputation.com" });

  it("fails a production build with placeholders, listing each with where to change it", () => {
    const verdict = placeholderVerdict(placeholders, {});
    expect(verdict.fails).toBe(true);
    expect(verdict.lines[0]).toMatch(/would ship 2 placeholder facts/);
    for (const placeholder of placeholders) {
      expect(verdict.lines).toContainEqual(`  - ${placeholder.fact} ${placeholder.value}: ${placeholder.reason}; ${placeholder.change}`);
    }
    expect(verdict.lines.at(-1)).toContain("ALLOW_PLACEHOLDERS=1");
  });

  it("lets them through with ALLOW_PLACEHOLDERS=1 only, still listing them", () => {
    const allowed = placeholderVerdict(placeholders, { ALLOW_PLACEHOLDERS: "1" });
    expect(allowed.fails).toBe(false);
    expect(allowed.lines.slice(1)).toEqual(placeholderVerdict(placeholders, {}).lines.slice(1, -1));
    for (const value of ["0", "true", "", "yes"]) expect(placeholderVerdict(placeholders, { ALLOW_PLACEHOLDERS: value }).fails, value).toBe(true);
  });

  it("passes a build without placeholders, with or without the variable", () => {
    expect(placeholderVerdict([], {})).toEqual({ fails: false, lines: ["no placeholder facts left"] });
    expect(placeholderVerdict([], { ALLOW_PLACEHOLDERS: "1" }).fails).toBe(false);
  });
});

describe("npm run build's placeholder step (scripts/check-placeholders.ts)", () => {
  const run = promisify(execFile);
  /**
   * Runs the step as `npm run build` does, as a production build (the three EmailJS settings) whose
   * site address is on the placeholder domain, so it has a placeholder whatever the content says.
   */
  const checkProductionBuild = (extra: Record<string, string>) =>
    run(join("node_modules", ".bin", "tsx"), ["scripts/check-placeholders.ts"], {
      env: {
        ...process.env,
        VITE_EMAILJS_SERVICE_ID: "service_test",
        VITE_EMAILJS_TEMPLATE_ID: "template_test",
        VITE_EMAILJS_PUBLIC_KEY: "key_test",
        VITE_SITE_URL: "https://www.rrr-reputation.com",
        ALLOW_PLACEHOLDERS: "",
        ...extra,
      },
    });

  it("stops a production build before it starts, naming the placeholders and the way out", async () => {
    const failure: unknown = await checkProductionBuild({}).then(
      () => "passed",
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining("site address https://www.rrr-reputation.com") as unknown });
    expect(failure).toMatchObject({ stderr: expect.stringContaining("ALLOW_PLACEHOLDERS=1") as unknown });
    expect(failure).toMatchObject({ stderr: expect.not.stringMatching(/\n\s+at /) as unknown });
  }, 30_000);

  it("lets it through with ALLOW_PLACEHOLDERS=1", async () => {
    await expect(checkProductionBuild({ ALLOW_PLACEHOLDERS: "1" })).resolves.toMatchObject({ stderr: "" });
  }, 30_000);
});
