/**
 * Proof and people without invention (docs/decisions/047): the team members and the testimonials
 * render nothing, heading included, until the firm adds real entries; an entry appears where it
 * should, with its photo's alt text, its anonymised descriptor and its incentive disclosure; the
 * schemas refuse a testimonial without its consent date, a photo without alt text and an
 * anonymised entry with a name; and an entry written as the CMS writes it goes through the content
 * step's own loader and generator to the page.
 *
 * Every person, quote, site and address below is a structural test fixture ("Test Person",
 * example.com), made up for these tests only: none is a real person or client, and none is ever
 * written in a content file (the content folders hold no entry until the firm adds one).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { render, screen, within } from "@testing-library/react";
import { transformSync } from "esbuild";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageSize } from "../scripts/content/imageSize";
import { loadDataFile } from "../scripts/content/dataFiles";
import { teamCollection } from "../scripts/content/data/team";
import { testimonialsCollection, testimonialsOf } from "../scripts/content/data/testimonials";
import { ContentSections } from "../src/components/ContentSections/ContentSections";
import { TeamList } from "../src/components/TeamList/TeamList";
import { NO_INCENTIVE_DISCLOSURE, Testimonials } from "../src/components/Testimonials/Testimonials";
import { type ReviewProfile, siteFactsSchema } from "../src/content/dataSchemas";
import { pageFiles } from "../src/content/generated/pages";
import { type TeamMember, type Testimonial, teamMemberSchema, testimonialSchema } from "../src/content/proofSchemas";
import type { ResolvedSection } from "../src/content/resolveSections";

/** What `src/content/proof.ts` gives the sections in these tests: empty, as today, unless a test fills it. */
const proof = vi.hoisted(() => ({ team: [] as TeamMember[], testimonials: [] as Testimonial[], profiles: [] as ReviewProfile[] }));

vi.mock("../src/content/proof", () => ({
  get teamMembers() {
    return proof.team;
  },
  get testimonials() {
    return proof.testimonials;
  },
  get reviewProfiles() {
    return proof.profiles;
  },
}));

afterEach(() => {
  proof.team = [];
  proof.testimonials = [];
  proof.profiles = [];
});

/** Fixture: a team member with every field (not a real person). */
const FIXTURE_MEMBER: TeamMember = {
  id: "test-person",
  name: "Test Person",
  role: "Test role",
  credentials: ["Test credential one", "Test credential two"],
  bio: "Fixture biography: test data for the team list, not a real person.",
  photo: { src: "/og-image.png", alt: "Fixture photo alt text", width: 1200, height: 630 },
};

/** Fixture: an anonymised testimonial, given an incentive, posted on an independent site. */
const FIXTURE_ANONYMISED: Testimonial = {
  id: "testimonial-fixture-1",
  quote: "Fixture quote: these words are test data, not a client's.",
  attribution: { anonymised: true, descriptor: "A test client in a test industry" },
  incentive: { given: true, description: "Fixture disclosure: received a test discount for writing a review" },
  source: { url: "https://www.example.com/reviews/fixture", site: "example.com" },
};

/** Fixture: a named testimonial, with no incentive and no source. */
const FIXTURE_NAMED: Testimonial = {
  id: "testimonial-fixture-2",
  quote: "Second fixture quote, also test data and nobody's words.",
  attribution: { anonymised: false, name: "Test Person", role: "Test role", company: "Test Company" },
  incentive: { given: false },
};

/** Fixture: a review profile on a made-up site. */
const FIXTURE_PROFILE: ReviewProfile = { name: "Example Reviews", url: "https://reviews.example.com/fixture-firm" };

describe("with no entries", () => {
  it("the team list and the testimonials render nothing at all, heading and review profiles included", () => {
    const { container: team } = render(<TeamList heading="Meet the team" members={[]} />);
    expect(team.innerHTML).toBe("");
    const { container: quotes } = render(<Testimonials heading="In our clients' words" intro="Fixture intro of twenty characters or more." testimonials={[]} reviewProfiles={[FIXTURE_PROFILE]} firmName="RRR" />);
    expect(quotes.innerHTML).toBe("");
  });

  it("a page's team and testimonials sections leave it exactly as without them, its bands' alternation included", () => {
    const text = (heading: string): ResolvedSection => ({ kind: "text", heading, paragraphs: ["Fixture paragraph of at least twenty characters."] });
    const { container: without } = render(<ContentSections sections={[text("First band"), text("Second band"), text("Third band")]} />);
    const expected = without.innerHTML;
    const { container: withSections } = render(
      <ContentSections
        sections={[
          text("First band"),
          { kind: "team", heading: "Meet the team" },
          text("Second band"),
          { kind: "testimonials", heading: "In our clients' words", intro: "Fixture intro of twenty characters or more." },
          text("Third band"),
        ]}
      />,
    );
    // useId differs between the two renders: compare without the ids.
    const withoutIds = (html: string) => html.replace(/ (?:id|aria-labelledby)="[^"]*"/g, "");
    expect(withoutIds(withSections.innerHTML)).toBe(withoutIds(expected));
    expect(screen.queryByRole("heading", { name: "Meet the team" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "In our clients' words" })).toBeNull();
  });
});

describe("with a fixture entry", () => {
  it("the team list shows the name as a heading, the role, the credentials and the photo with its alt text, size and lazy loading", () => {
    render(<TeamList heading="Meet the team" members={[FIXTURE_MEMBER]} />);
    const section = screen.getByRole("region", { name: "Meet the team" });
    expect(within(section).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Test Person"]);
    expect(section.textContent).toContain("Test role");
    const credentials = within(section).getByRole("list", { name: "Test Person's credentials" });
    expect(within(credentials).getAllByRole("listitem").map((item) => item.textContent)).toEqual(FIXTURE_MEMBER.credentials);
    const photo = within(section).getByRole("img", { name: "Fixture photo alt text" });
    expect(photo.getAttribute("src")).toBe("/og-image.png");
    expect([photo.getAttribute("width"), photo.getAttribute("height"), photo.getAttribute("loading")]).toEqual(["1200", "630", "lazy"]);
    expect(section.textContent).toMatch(/Fixture biography/);
  });

  it("a testimonial is a figure: the quote, then who said it, the incentive disclosure and the link to where it was posted", () => {
    render(<Testimonials heading="In our clients' words" testimonials={[FIXTURE_ANONYMISED, FIXTURE_NAMED]} reviewProfiles={[FIXTURE_PROFILE]} firmName="RRR" />);
    const [anonymised, named] = screen.getAllByRole("figure");
    if (!anonymised || !named) throw new Error("expected two figures");
    expect(anonymised.querySelector("blockquote")?.textContent).toBe(FIXTURE_ANONYMISED.quote);
    const caption = anonymised.querySelector("figcaption");
    expect(caption?.textContent).toContain("A test client in a test industry");
    expect(caption?.textContent).toContain("Fixture disclosure: received a test discount for writing a review");
    // The anonymised client is known only by the descriptor: no name anywhere in the figure.
    expect(anonymised.textContent).not.toContain("Test Person");
    expect(within(anonymised).getByRole("link", { name: "Read it on example.com" }).getAttribute("href")).toBe("https://www.example.com/reviews/fixture");
    expect(named.querySelector("figcaption")?.textContent).toContain("Test Person, Test role, Test Company");
    expect(named.querySelector("figcaption")?.textContent).toContain(NO_INCENTIVE_DISCLOSURE);
    expect(within(named).queryByRole("link")).toBeNull();
    expect(screen.getByRole("link", { name: "Read reviews of RRR on Example Reviews" }).getAttribute("href")).toBe(FIXTURE_PROFILE.url);
  });

  it("the sections of a page show the entries of the collections, with the review profiles", () => {
    proof.team = [FIXTURE_MEMBER];
    proof.testimonials = [FIXTURE_ANONYMISED];
    proof.profiles = [FIXTURE_PROFILE];
    render(
      <ContentSections
        sections={[
          { kind: "team", heading: "Meet the team" },
          { kind: "testimonials", heading: "In our clients' words", intro: "Fixture intro of twenty characters or more." },
        ]}
      />,
    );
    expect(within(screen.getByRole("region", { name: "Meet the team" })).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Test Person"]);
    const quotes = screen.getByRole("region", { name: "In our clients' words" });
    expect(within(quotes).getByRole("figure").textContent).toContain(FIXTURE_ANONYMISED.quote);
    expect(within(quotes).getAllByRole("link", { name: /^Read reviews of .+ on Example Reviews$/ })).toHaveLength(1);
  });
});

describe("where they go", () => {
  it("/about/team/ has the team section and /about/why-choose-rrr/ the testimonials section", () => {
    expect(pageFiles["about-team"].sections.map((section) => section.kind)).toContain("team");
    expect(pageFiles["about-why-choose-rrr"].sections.map((section) => section.kind)).toContain("testimonials");
  });
});

/** Fixture: a testimonial file as the CMS writes it (anonymised, no incentive). */
const TESTIMONIAL_YAML = `quote: Fixture quote written for this test only, not a client's words.
attribution:
  anonymised: true
  descriptor: A test client in a test industry
consentDate: 2026-01-15
incentive: none
sourceUrl: https://www.example.com/reviews/fixture
service: review-management
order: 1
`;

/** Fixture: a team member file as the CMS writes it, its photo an image the site already serves. */
const TEAM_YAML = `name: Test Person
role: Test role
credentials:
  - Test credential
photo: /og-image.png
photoAlt: Fixture photo alt text
order: 1
`;

describe("the schemas refuse what the rules forbid, naming the field", () => {
  const testimonialFile = "src/content/testimonials/fixture.yml";
  const teamFile = "src/content/team/fixture.yml";

  it("a testimonial without its consent date", () => {
    expect(() => loadDataFile(testimonialFile, testimonialSchema, TESTIMONIAL_YAML.replace(/^consentDate: .*\n/m, ""))).toThrow(/fixture\.yml(?::\d+)?: field "consentDate": /);
  });

  it("a photo without alt text", () => {
    expect(() => loadDataFile(teamFile, teamMemberSchema, TEAM_YAML.replace(/^photoAlt: .*\n/m, ""))).toThrow(/fixture\.yml(?::\d+)?: field "photoAlt": A photo needs its alt text/);
  });

  it("an anonymised testimonial with a name, and a named one without", () => {
    const withName = TESTIMONIAL_YAML.replace("  anonymised: true\n", "  anonymised: true\n  name: Test Person\n");
    expect(() => loadDataFile(testimonialFile, testimonialSchema, withName)).toThrow(/field "attribution\.name": An anonymised testimonial shows no name/);
    const namedWithoutName = TESTIMONIAL_YAML.replace("anonymised: true", "anonymised: false");
    expect(() => loadDataFile(testimonialFile, testimonialSchema, namedWithoutName)).toThrow(/field "attribution\.name": A named testimonial needs/);
    // Left out, as an editor who never touches the switch leaves it: anonymised, so a name is refused.
    const unset = TESTIMONIAL_YAML.replace("  anonymised: true\n", "");
    expect(loadDataFile(testimonialFile, testimonialSchema, unset).attribution.anonymised).toBe(true);
    expect(() => loadDataFile(testimonialFile, testimonialSchema, unset.replace("  descriptor: A test client in a test industry\n", "  name: Test Person\n"))).toThrow(/field "attribution\.name": /);
  });

  it("an incentive that is neither none nor a description, and a descriptor that is not a kind of client", () => {
    expect(() => loadDataFile(testimonialFile, testimonialSchema, TESTIMONIAL_YAML.replace("incentive: none", "incentive: None"))).toThrow(/field "incentive": /);
    expect(() => loadDataFile(testimonialFile, testimonialSchema, TESTIMONIAL_YAML.replace("A test client in a test industry", "Test Person, 555-0100"))).toThrow(/field "attribution\.descriptor": /);
  });

  it("a consent date after today and a service that has no page, in the content step", () => {
    const data = loadDataFile(testimonialFile, testimonialSchema, TESTIMONIAL_YAML.replace("service: review-management", "service: no-such-service"));
    const problems: string[] = [];
    testimonialsOf([{ file: testimonialFile, data }], problems, "2026-01-14");
    expect(problems).toEqual([expect.stringMatching(/"consentDate": 2026-01-15 is after today/), expect.stringMatching(/"service": no service page is called no-such-service/)]);
  });

  it("the review profiles are empty in the site facts until the firm gives real ones, and marked to confirm", () => {
    const facts = loadDataFile("src/content/data/site.yml", siteFactsSchema);
    expect(facts.reviewProfiles).toEqual([]);
    expect(facts.toConfirm).toContain("reviewProfiles");
  });
});

/** Where the generated modules of these tests are written, and deleted after each import. */
const CACHE = join("node_modules", ".cache", "proof-test");

describe("an entry added through the CMS appears where it should", () => {
  /**
   * Runs a content file through the content step as `npm run content` does (`loadDataFile`, then
   * the collection's `generate`), writes the generated module to a temporary folder and imports it.
   */
  async function generatedFrom<Module>(collection: typeof teamCollection, file: string, source: string): Promise<Module> {
    const data = loadDataFile(file, collection.schema, source);
    const problems: string[] = [];
    const modules = collection.generate([{ file, data }], problems);
    expect(problems).toEqual([]);
    const [path, moduleSource] = Object.entries(modules)[0] ?? [];
    if (path === undefined || moduleSource === undefined) throw new Error("no module generated");
    // The module as the site's build compiles it (TypeScript to JavaScript), in a file of its own
    // under node_modules/.cache (the test runner loads no module from outside the repository).
    mkdirSync(CACHE, { recursive: true });
    const folder = mkdtempSync(join(CACHE, "proof-"));
    try {
      const target = join(folder, "generated.mjs");
      writeFileSync(target, transformSync(moduleSource, { loader: "ts", format: "esm" }).code);
      return (await import(/* @vite-ignore */ pathToFileURL(target).href)) as Module;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it("a team member, with the photo's size read from its file", async () => {
    const { teamMembers } = await generatedFrom<{ teamMembers: readonly TeamMember[] }>(teamCollection, "src/content/team/test-person.yml", TEAM_YAML);
    expect(teamMembers[0]?.photo).toEqual({ src: "/og-image.png", alt: "Fixture photo alt text", width: 1200, height: 630 });
    render(<TeamList heading="Meet the team" members={teamMembers} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Test Person"]);
    expect(screen.getByRole("img", { name: "Fixture photo alt text" }).getAttribute("width")).toBe("1200");
  });

  it("a testimonial, without its consent date in what the page receives", async () => {
    const { testimonials } = await generatedFrom<{ testimonials: readonly Testimonial[] }>(testimonialsCollection, "src/content/testimonials/testimonial-20260115-120000.yml", TESTIMONIAL_YAML);
    expect(JSON.stringify(testimonials)).not.toContain("2026-01-15");
    render(<Testimonials heading="In our clients' words" testimonials={testimonials} reviewProfiles={[]} firmName="RRR" />);
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("blockquote")?.textContent).toBe("Fixture quote written for this test only, not a client's words.");
    expect(figure.querySelector("figcaption")?.textContent).toContain("A test client in a test industry");
    expect(figure.querySelector("figcaption")?.textContent).toContain(NO_INCENTIVE_DISCLOSURE);
    expect(within(figure).getByRole("link", { name: "Read it on example.com" }).getAttribute("href")).toBe("https://www.example.com/reviews/fixture");
  });

  it("an empty folder gives an empty list, which the content step accepts", () => {
    for (const collection of [teamCollection, testimonialsCollection]) {
      const problems: string[] = [];
      const [source] = Object.values(collection.generate([], problems));
      expect(problems).toEqual([]);
      expect(source).toMatch(/: readonly \w+\[\] = \[\];\n$/);
      expect(collection.newEntries).toBeDefined();
    }
  });
});

describe("imageSize", () => {
  it("reads a PNG's size", () => {
    expect(imageSize(readFileSync("public/og-image.png"))).toEqual({ width: 1200, height: 630 });
  });

  it("reads a JPEG's size from its first frame header, after other segments", () => {
    // SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height 300, width 400.
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array<number>(14).fill(0)];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03];
    expect(imageSize(Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, ...Array<number>(12).fill(0)]))).toEqual({ width: 400, height: 300 });
  });

  it("reads a WebP's size (extended format) and refuses what is not an image", () => {
    const header = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8X");
    const bytes = new Uint8Array(30);
    bytes.set(header);
    // Canvas width - 1 and height - 1, 24-bit little-endian, at bytes 24 and 27.
    bytes.set([0x1f, 0x03, 0x00, 0xf3, 0x01, 0x00], 24);
    expect(imageSize(bytes)).toEqual({ width: 800, height: 500 });
    expect(imageSize(new TextEncoder().encode("not an image at all, just some text"))).toBeUndefined();
  });
});
