/**
 * The rules of the content check (scripts/content/rules.ts, run on the built site by
 * scripts/check-content.ts): what counts as a promise, when the urgent-help block and the
 * illustrative note are required.
 */
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import {
  CONTACT_LABEL_LIMIT,
  contactActionLabels,
  contactLabelsOf,
  harmStepsProblems,
  imageAdviceProblems,
  isContactTarget,
  pageProblems,
  promisesIn,
  sentencesOf,
  staleHelpResources,
  techAbuseProblems,
  urgentHelpJumpProblems,
  urgentHelpLineProblems,
} from "../scripts/content/rules";
import { CONTACT_ACTION_LABEL, CONTACT_LINK_LABEL } from "../src/content/actions";
import { mentionsSafetyTopic } from "../src/content/safetyTopics";

const page = (path: string, text: string, html = "") => ({ path, text, html });

/** The quick exit's wrapper as `QuickExit` renders it. */
const QUICK_EXIT = '<aside aria-label="Quick exit" data-quick-exit="">';
const HELP_STRIP = '<p data-help-strip="">';
/** What the frame puts on every page: the quick exit and the line to Get help now. */
const FRAME = `${QUICK_EXIT}${HELP_STRIP}`;

describe("the promise check", () => {
  it.each([
    ["We guarantee removal within a week.", "guarantee"],
    ["Your inquiry is read only by the people working on it.", "read only by"],
    ["We never disclose who our clients are.", "never disclose"],
    ["We get it reported and taken down quickly.", "taken down quickly"],
    ["A proven five-phase process.", "proven"],
    ["HIPAA compliant review responses.", "HIPAA compliant"],
    ["We always win.", "always"],
  ])("finds the promise in %j", (text, phrase) => {
    expect(promisesIn(text, []).findings.map((finding) => finding.phrase.toLowerCase())).toContain(phrase.toLowerCase());
  });

  it.each([
    "RRR does not guarantee the removal of any content.",
    "No one can honestly guarantee that content will be removed.",
    "Can you guarantee that something will be removed?",
    "A site owner is not always required to act.",
  ])("lets a denial or a question pass: %j", (text) => {
    expect(promisesIn(text, []).findings).toEqual([]);
  });

  it("lets an allowed sentence pass and reports the allowance as used", () => {
    const allowance = { text: "we will delete it", reason: "the firm's own records" };
    const { findings, used } = promisesIn("Tell us and we will delete it.", [allowance]);
    expect(findings).toEqual([]);
    expect(used.has(allowance)).toBe(true);
  });

  it("splits text into sentences at stops and line breaks", () => {
    expect(sentencesOf("One. Two?\nThree")).toEqual(["One.", "Two?", "Three"]);
  });
});

describe("the urgent-help and illustrative-note rules", () => {
  it("recognises the safety topics and leaves business uses of 'threats' alone", () => {
    expect(mentionsSafetyTopic("Her intimate images were posted.")).toBe("intimate images");
    expect(mentionsSafetyTopic("After the doxxing thread...")).toBe("doxxing");
    expect(mentionsSafetyTopic("He sent death threats.")).toBe("death threats");
    expect(mentionsSafetyTopic("Protect the site against security threats.")).toBeUndefined();
    expect(mentionsSafetyTopic("Groundless legal threats to remove a review are unlawful.")).toBeUndefined();
  });

  it("requires the short block on a page about a harm that mentions a safety topic, and the short panel only where allowed", () => {
    const text = "What to do about doxxing.";
    const service = "/services/individuals/x/";
    expect(pageProblems(page(service, text, FRAME)).problems).toEqual([expect.stringContaining("short urgent-help block")]);
    expect(pageProblems(page(service, text, `<section data-urgent-help="">${FRAME}`)).problems).toEqual([]);
    expect(pageProblems(page(service, text, `<section data-urgent-help="brief">${FRAME}`)).problems).toHaveLength(1);
    expect(pageProblems(page("/reputation-check/", text, `<section data-urgent-help="brief">${FRAME}`)).problems).toEqual([]);
    // A page not about a harm (a business service, a legal page) shows the strip alone.
    expect(pageProblems(page("/services/businesses/x/", text, FRAME)).problems).toEqual([]);
    expect(pageProblems(page("/privacy/", text, FRAME)).problems).toEqual([]);
  });

  it("requires the quick exit and the line to Get help now on every page", () => {
    expect(pageProblems(page("/services/", "Our services.", HELP_STRIP)).problems).toEqual([expect.stringContaining("without the quick exit")]);
    expect(pageProblems(page("/404/", "Not found.", QUICK_EXIT)).problems).toEqual([expect.stringContaining("line to Get help now")]);
    expect(pageProblems(page("/contact/", "Write to us.", FRAME)).problems).toEqual([]);
  });

  it("fails a listed service last checked over six months ago, naming its source", () => {
    const resource = (id: string, reviewed: string) => ({ id, reviewed, source: `https://example.org/${id}` });
    const directory = { minorResources: [resource("fresh", "2026-11-26")], adultResources: [resource("old", "2026-05-01")] };
    expect(staleHelpResources(directory, new Date("2026-12-03T12:00:00Z"))).toEqual([expect.stringMatching(/"old" was last checked on 2026-05-01.*https:\/\/example\.org\/old/)]);
    expect(staleHelpResources(directory, new Date("2026-10-01T12:00:00Z"))).toEqual([]);
  });

  it("requires the illustrative note on case-study pages", () => {
    expect(pageProblems(page("/learning/case-studies/a/", "A story.", FRAME)).problems).toEqual([expect.stringContaining("Illustrative example")]);
    expect(pageProblems(page("/learning/case-studies/a/", "A story.", `<p data-illustrative-note="">${FRAME}`)).problems).toEqual([]);
  });
});

/**
 * The rules added with docs/content/review.md (H5, M4, N1). Each is shown failing on the text the
 * site carried before the review (quoted from commit 685939d) and passing on text that says the
 * exception or the caution.
 */
describe("the safety rules of the content review", () => {
  const FAQ_BEFORE = {
    heading: "What can I safely do on my own right now?",
    text: "What can I safely do on my own right now?\nA few steps help in almost any situation. Take dated screenshots of the harmful content and write down the web addresses before anything changes. Avoid replying in anger.",
  };
  const REMOVAL_LIST_BEFORE = {
    heading: "What to have ready when you contact us",
    text: "What to have ready when you contact us\nThe web addresses of the pages you want removed\nScreenshots that show the content, the date and the page address\nWhether you took the photo or created the content yourself",
  };
  const ABOUT_IMAGES = { heading: "Intimate images", text: "Intimate images\nIntimate images shared without consent can be reported to the platform." };

  it("fails the FAQ answer and the removal page's list of 685939d on a page about intimate images", () => {
    expect(imageAdviceProblems("/learning/faqs/", [ABOUT_IMAGES, FAQ_BEFORE])).toEqual([expect.stringContaining("dated screenshots")]);
    expect(imageAdviceProblems("/services/individuals/personal-content-removal/", [ABOUT_IMAGES, REMOVAL_LIST_BEFORE])).toEqual([expect.stringContaining("Screenshots that show the content")]);
  });

  it("passes advice that carries the exception for intimate images and minors in the same unit", () => {
    const after = {
      heading: FAQ_BEFORE.heading,
      text: `${FAQ_BEFORE.text}\nFor intimate images, or anything involving someone under 18, do not screenshot or save them: write down where they appear instead.`,
    };
    expect(imageAdviceProblems("/learning/faqs/", [ABOUT_IMAGES, after])).toEqual([]);
  });

  it("does not look for the exception on a page that never mentions intimate images or minors", () => {
    expect(imageAdviceProblems("/learning/blog/x/", [FAQ_BEFORE])).toEqual([]);
  });

  it("passes a refusal to copy: 'do not screenshot them'", () => {
    const refusal = { heading: "Intimate images", text: "Intimate images\nIf intimate images of you were posted, do not screenshot or download them." };
    expect(imageAdviceProblems("/x/", [refusal])).toEqual([]);
  });

  it("fails password advice without the tech-abuse caution, and passes it with the caution", () => {
    const before = "Secure your accounts: change passwords if you think an account has been accessed.";
    expect(techAbuseProblems("/services/individuals/online-harassment-solutions/", before)).toEqual([expect.stringContaining("change passwords")]);
    const after = `If the person harming you has had access to your phone, changing a password can alert them. ${before}`;
    expect(techAbuseProblems("/services/individuals/online-harassment-solutions/", after)).toEqual([]);
  });

  it("asks for the link to the block near the top, unless the block opens the page's content", () => {
    const block = '<section data-urgent-help=""><h2>If you are in immediate danger</h2></section>';
    const later = page("/x/", "", `<main><h1>Title</h1><h2>About</h2>${block}</main>`);
    expect(urgentHelpJumpProblems(later)).toEqual([expect.stringContaining("without the link to it")]);
    expect(urgentHelpJumpProblems({ ...later, html: later.html.replace("<h2>About", '<p data-urgent-help-jump=""></p><h2>About') })).toEqual([]);
    expect(urgentHelpJumpProblems(page("/x/", "", `<main><h1>Title</h1>${block}<h2>About</h2></main>`))).toEqual([]);
  });

  it("fails an urgent-help block without the domestic-violence line", () => {
    const line = { name: "the domestic-violence line", text: "1-800-799-7233" };
    expect(urgentHelpLineProblems("/x/", ["Call 911. StopNCII.org. 988."], [line])).toEqual([expect.stringContaining("1-800-799-7233")]);
    expect(urgentHelpLineProblems("/x/", ["Call 911. National Domestic Violence Hotline 1-800-799-7233."], [line])).toEqual([]);
  });
});

/**
 * One voice for the main action: the acceptance criterion "Distinct labels on links and buttons to
 * /contact/: at most three site-wide" (src/content/actions.ts).
 */
describe("the steps of the harm a service page sells help with", () => {
  const DOXXING = [{ harm: "doxxing", offer: /\bdox(?:x)?(?:ing|ed)\b/i, steps: "If your home address or private details were posted" }];
  const BLOCK_WITHOUT = "If you are in immediate danger, call 911\nFree help you can reach now";
  const BLOCK_WITH = `${BLOCK_WITHOUT}\nIf your home address or private details were posted\nWrite down each address`;

  it("fails a service page that sells doxxing response over a block without the doxxing steps, naming the offer", () => {
    expect(harmStepsProblems("/services/individuals/privacy-protection/", ["Opts you out of data brokers and responds to doxxing.", "Doxxing response"], [BLOCK_WITHOUT], DOXXING)).toEqual([
      '/services/individuals/privacy-protection/: offers help with doxxing ("Opts you out of data brokers and responds to doxxing.") but its urgent-help block does not show that harm\'s steps ("If your home address or private details were posted"): set the block\'s `doxxing: true` in the page\'s content file',
    ]);
  });

  it("passes the same page once its block shows the steps, and pages that sell nothing or carry no block", () => {
    expect(harmStepsProblems("/services/individuals/privacy-protection/", ["Doxxing response"], [BLOCK_WITH], DOXXING)).toEqual([]);
    expect(harmStepsProblems("/learning/blog/data-broker-dangers/", ["A doxxing thread"], [BLOCK_WITHOUT], DOXXING)).toEqual([]);
    expect(harmStepsProblems("/services/businesses/review-management/", ["Fake reviews"], [BLOCK_WITHOUT], DOXXING)).toEqual([]);
    expect(harmStepsProblems("/services/individuals/privacy-protection/", ["Doxxing response"], [], DOXXING)).toEqual([]);
  });
});

describe("the labels of the links and buttons to /contact/", () => {
  const labelsOf = (html: string) => contactLabelsOf(unified().use(rehypeParse).parse(html));
  const SPECIALIST = "Send this to a specialist";

  it("counts /contact/, /contact/?… and /contact/#…, and nothing else", () => {
    for (const target of ["/contact/", "/contact/?from=check", "/contact/#contact-form"]) expect(isContactTarget(target), target).toBe(true);
    for (const target of ["/contact", "/contacts/", "/contact/x/", "https://example.com/contact/", "/learning/"]) expect(isContactTarget(target), target).toBe(false);
  });

  it("reads a link's text, visually hidden text included, or its aria-label, and leaves out what aria-hidden hides", () => {
    const html = [
      '<header><nav><a href="/contact/">Contact</a></nav></header>',
      '<main><a href="/contact/#form">Request a free <span class="visually-hidden">consultation</span></a>',
      '<a href="/contact/?x=1" aria-label="Send this to a specialist"><svg aria-hidden="true"><title>Arrow</title></svg>Send</a>',
      '<a href="/about/">About us</a>',
      '<a href="/contact/">  Request   a free\n consultation <span aria-hidden="true">→</span></a></main>',
    ].join("");
    expect(labelsOf(html)).toEqual(["Contact", "Request a free consultation", SPECIALIST, "Request a free consultation"]);
  });

  it("counts a button by its formaction, its form's action or the form its form attribute names, but not a plain button", () => {
    const html = [
      '<form action="/contact/"><button>Write to us</button><button type="button">Clear</button><input type="submit" value="Send it"></form>',
      '<form id="elsewhere" action="/search/"><button formaction="/contact/#form" type="submit">Ask us</button><button>Search</button></form>',
      '<form id="far" action="/contact/?from=footer"></form><button form="far">From afar</button>',
    ].join("");
    expect(labelsOf(html)).toEqual(["Write to us", "Send it", "Ask us", "From afar"]);
  });

  it("passes a site with the main action, the plain link and the check's own button, however they are cased", () => {
    const pages = [
      { path: "/", labels: [CONTACT_LINK_LABEL, CONTACT_ACTION_LABEL, CONTACT_ACTION_LABEL] },
      { path: "/learning/blog/x/", labels: [CONTACT_LINK_LABEL, "request a  free consultation"] },
      { path: "/reputation-check/", labels: [CONTACT_LINK_LABEL, SPECIALIST] },
    ];
    expect(CONTACT_LABEL_LIMIT).toBe(3);
    expect(contactActionLabels(pages)).toEqual([]);
  });

  it("fails a site with a fourth label, naming every label, its spellings and the pages that use it", () => {
    const pages = [
      { path: "/", labels: [CONTACT_LINK_LABEL, CONTACT_ACTION_LABEL] },
      { path: "/learning/blog/x/", labels: [CONTACT_LINK_LABEL, "request a free consultation", "contact us"] },
      { path: "/reputation-check/", labels: [CONTACT_LINK_LABEL, SPECIALIST] },
    ];
    const problems = contactActionLabels(pages);
    expect(problems).toHaveLength(1);
    const [problem = ""] = problems;
    expect(problem).toContain("4 distinct labels, at most 3 allowed");
    expect(problem).toContain('"Contact" on 3 page(s): /, /learning/blog/x/, /reputation-check/');
    expect(problem).toContain('"Request a free consultation" / "request a free consultation" on 2 page(s): /, /learning/blog/x/');
    expect(problem).toContain(`"${SPECIALIST}" on 1 page(s): /reputation-check/`);
    expect(problem).toContain('"contact us" on 1 page(s): /learning/blog/x/');
  });

  it("names ten pages of a label and says how many more", () => {
    const pages = Array.from({ length: 12 }, (_, index) => ({ path: `/p${String(index)}/`, labels: ["A", "B", "C", "D"] }));
    expect(contactActionLabels(pages)[0]).toContain('"A" on 12 page(s): /p0/, /p1/, /p2/, /p3/, /p4/, /p5/, /p6/, /p7/, /p8/, /p9/ and 2 more');
  });
});
