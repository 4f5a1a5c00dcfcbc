/**
 * The rules of the content check (scripts/content/rules.ts, run on the built site by
 * scripts/check-content.ts): what counts as a promise, when the urgent-help block and the
 * illustrative note are required.
 */
import { describe, expect, it } from "vitest";
import { pageProblems, promisesIn, sentencesOf } from "../scripts/content/rules";
import { mentionsSafetyTopic } from "../src/content/safetyTopics";

const page = (path: string, text: string, html = "") => ({ path, text, html });

/** The quick exit's wrapper as `QuickExit` renders it. */
const QUICK_EXIT = '<aside aria-label="Quick exit" data-quick-exit="">';

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

  it("requires the whole block where a safety topic is mentioned, and the short panel only where allowed", () => {
    const text = "What to do about doxxing.";
    expect(pageProblems(page("/learning/blog/x/", text)).problems).toEqual([expect.stringContaining("urgent-help block")]);
    expect(pageProblems(page("/learning/blog/x/", text, `<section data-urgent-help="">${QUICK_EXIT}`)).problems).toEqual([]);
    expect(pageProblems(page("/learning/blog/x/", text, `<section data-urgent-help="brief">${QUICK_EXIT}`)).problems).toHaveLength(1);
    expect(pageProblems(page("/reputation-check/", text, `<section data-urgent-help="brief">${QUICK_EXIT}`)).problems).toEqual([]);
  });

  it("requires the quick exit with the urgent help, on the contact page and on the check", () => {
    const missing = [expect.stringContaining("without the quick exit")];
    expect(pageProblems(page("/learning/blog/x/", "What to do about doxxing.", '<section data-urgent-help="">')).problems).toEqual(missing);
    expect(pageProblems(page("/", "Welcome.", '<section data-urgent-help="brief">')).problems).toEqual(missing);
    expect(pageProblems(page("/contact/", "Write to us.")).problems).toEqual(missing);
    expect(pageProblems(page("/contact/", "Write to us.", QUICK_EXIT)).problems).toEqual([]);
    expect(pageProblems(page("/services/", "Our services.")).problems).toEqual([]);
  });

  it("requires the illustrative note on case-study pages", () => {
    expect(pageProblems(page("/learning/case-studies/a/", "A story.")).problems).toEqual([expect.stringContaining("Illustrative example")]);
    expect(pageProblems(page("/learning/case-studies/a/", "A story.", '<p data-illustrative-note="">')).problems).toEqual([]);
  });
});
