/**
 * What a screen-reader user hears on the FAQ page (docs/spec.md §2 "FAQ"; WAI-ARIA APG
 * "Disclosure"; WCAG 1.3.1 Info and Relationships, 2.4.3 Focus Order, 4.1.2 Name, Role, Value),
 * phrase by phrase, with the virtual screen reader (docs/decisions/018). The journeys are the
 * shortest paths of a model of what the visitor does (`xstate/graph`, docs/decisions/005): each
 * path is one test, and every state it passes is checked by reading the page again.
 *
 * Library gap, met in every state with an answer open or closed: Guidepup's virtual screen reader
 * does not map a `<summary>` to a button whose expanded state comes from its `<details>`'s `open`
 * (HTML-AAM, https://www.w3.org/TR/html-aam-1.0/#att-open-details; its source marks the summary
 * element's properties as not yet set), so it cannot say "expanded" or "collapsed" for a native
 * disclosure. The tests assert what it does say (the question as a level-3 heading inside a group;
 * the answer read after it only while open) and, next to it, the source of that mapping in the DOM
 * (`details.open`), which browsers expose as the summary's expanded state. Enter and Space on a
 * `<summary>` are the browser's own behaviour, checked in Chromium (e2e/no-script.spec.ts,
 * e2e/learning-tools.spec.ts).
 *
 * Choosing a category is the browser's too (docs/decisions/040): following an in-page link, which
 * moves focus to the category's section, and the in-page index module that marks the link
 * current. happy-dom does neither, so the journeys through CHOOSE_SECOND_CATEGORY are walked in
 * Chromium, with what its accessibility tree exposes (e2e/faq.spec.ts); here the model's other
 * journeys are read.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { createTestModel } from "xstate/graph";
import { type FaqCategory, type FaqQuestion, faqCategories } from "../../src/content/faq";
import Faqs from "../../src/routes/faqs";
import { type ScreenReader, readPage, linkList, paragraph, moveTo, journeyName, type StepWords } from "../helpers/screenReader";
import { faqModel as model } from "../helpers/journeyModels";

// The journeys use the content file's first two categories (`generalOrm` and `contentRemoval`, as
// they are today) and the first category's first two questions, whatever their words.
const [generalOrm, contentRemoval] = faqCategories;
if (!generalOrm || !contentRemoval) throw new Error("The FAQ needs two categories (src/content/data/faq.yml).");
const [first, second] = generalOrm.questions;
if (!first || !second) throw new Error("The FAQ's first category needs two questions (src/content/data/faq.yml).");

/** What the visitor does on the FAQ page, in the words of the journeys' names. */
const EVENT_WORDS: StepWords<EventFromLogic<typeof model>> = {
  OPEN_FIRST: "opens the first question",
  OPEN_SECOND: "opens the second question",
  CLOSE_FIRST: "closes the first question",
  CHOOSE_SECOND_CATEGORY: `chooses “${contentRemoval.name}” in the Categories navigation`,
};

/** What the visitor hears at the end of a journey, as the test's name tells it: one entry per state of the model. */
const STATE_WORDS: Readonly<Record<string, string>> = {
  allClosed: "hears every question as a level-3 heading in a group, with no answer read",
  firstOpen: "hears the first answer's paragraphs after its heading, and no other answer",
  bothOpen: "hears both answers, each after its own heading",
  onlySecondOpen: "no longer hears the first answer, and still hears the second",
  secondCategoryChosen: `hears “heading, ${contentRemoval.name}, level 2” and reads on into that category's questions`,
};


/**
 * What the screen reader says, item by item, for one question: the `<details>` is a group; its
 * `<summary>` is read by its text (the library gives it no role, see the file's comment), then the
 * question's `h3`; an open answer's paragraphs and links follow, a closed one is not read.
 */
function questionPhrases(question: FaqQuestion, open: boolean): string[] {
  const text = question.question;
  const answer = open
    ? [
        ...question.answer.flatMap((text) => paragraph(text)),
        ...(question.links && question.links.length > 0 ? linkList(question.links.map((link) => link.label)) : []),
      ]
    : [];
  return ["group", text, `heading, ${text}, level 3`, `end, ${text}`, ...answer, "end of group"];
}

/** What the screen reader says after "region, <category>": its heading, then each question. */
function categoryPhrases(category: FaqCategory, open: readonly FaqQuestion[] = []): string[] {
  return [
    `heading, ${category.name}, level 2`,
    ...category.questions.flatMap((question) => questionPhrases(question, open.includes(question))),
    `end of region, ${category.name}`,
  ];
}

/** Reads a category's section from its region to its end, as a visitor going through it item by item. */
async function readCategory(reader: ScreenReader, category: FaqCategory): Promise<string[]> {
  await moveTo(reader, (phrase) => phrase === `region, ${category.name}`, "moveToNextRegion");
  await reader.clear();
  return reader.readUntil(`end of region, ${category.name}`);
}

/** The `<details>` of a question: the source of its summary's expanded state (HTML-AAM). */
function disclosureOf(question: FaqQuestion): HTMLDetailsElement {
  const details = screen.getByRole("heading", { level: 3, name: question.question }).closest("details");
  if (!details) throw new Error(`No <details> holds "${question.question}".`);
  return details;
}

/**
 * Activates a question the way a screen-reader user does: the cursor on its heading, then Enter
 * (the screen reader's click). The summary takes focus and is read: its question, once.
 */
async function activateQuestion(reader: ScreenReader, question: FaqQuestion): Promise<void> {
  const heading = `heading, ${question.question}, level 3`;
  await moveTo(reader, (phrase) => phrase === heading, "moveToNextHeadingLevel3");
  await reader.clear();
  await reader.virtual.act();
  await expect.poll(() => reader.heard()).toEqual([question.question]);
}

/** The page, with the screen reader started on it. */
const openFaqPage = () => readPage(<Faqs />, { url: "/learning/faqs/" });

/** The model's journeys that happy-dom can walk: those that do not choose a category (see the file's comment). */
const readableJourneys = createTestModel(model)
  .getShortestPaths()
  .filter((path) => !path.steps.some((step) => step.event.type === "CHOOSE_SECOND_CATEGORY"));

describe("the FAQ, read by a screen reader (model-based journeys)", () => {
  for (const path of readableJourneys) {
    it(journeyName(path, EVENT_WORDS, STATE_WORDS), async () => {
      const reader = await openFaqPage();
      await path.test({
        events: {
          OPEN_FIRST: () => activateQuestion(reader, first),
          OPEN_SECOND: () => activateQuestion(reader, second),
          CLOSE_FIRST: () => activateQuestion(reader, first),
        },
        states: {
          allClosed: async () => {
            expect(await readCategory(reader, generalOrm)).toEqual(categoryPhrases(generalOrm));
            // The state a browser exposes on each summary (HTML-AAM), unheard here (library gap).
            expect(generalOrm.questions.map((question) => disclosureOf(question).open)).not.toContain(true);
          },
          firstOpen: async () => {
            expect(await readCategory(reader, generalOrm)).toEqual(categoryPhrases(generalOrm, [first]));
            expect([disclosureOf(first).open, disclosureOf(second).open]).toEqual([true, false]);
          },
          bothOpen: async () => {
            expect(await readCategory(reader, generalOrm)).toEqual(categoryPhrases(generalOrm, [first, second]));
            expect([disclosureOf(first).open, disclosureOf(second).open]).toEqual([true, true]);
          },
          onlySecondOpen: async () => {
            const heard = await readCategory(reader, generalOrm);
            expect(heard).toEqual(categoryPhrases(generalOrm, [second]));
            expect(heard).not.toContain(first.answer[0]);
            expect([disclosureOf(first).open, disclosureOf(second).open]).toEqual([false, true]);
          },
        },
      });
    });
  }
});

describe("the FAQ's questions, read through", () => {
  it("reads every question of every category as a level-3 heading inside a group, with no answer read while closed", async () => {
    const reader = await openFaqPage();
    for (const category of faqCategories) {
      expect(await readCategory(reader, category), category.name).toEqual(categoryPhrases(category));
    }
  });

  it("reads an open answer's links after its paragraphs, inside the question's group", async () => {
    const reader = await openFaqPage();
    // The first question with links, in whichever category the content file has it.
    const category = faqCategories.find((candidate) => candidate.questions.some((question) => question.links && question.links.length > 0));
    const withLinks = category?.questions.find((question) => question.links && question.links.length > 0);
    if (!category || !withLinks) throw new Error("No FAQ question has links (src/content/data/faq.yml).");
    await activateQuestion(reader, withLinks);
    const heard = await readCategory(reader, category);
    expect(heard).toEqual(categoryPhrases(category, [withLinks]));
    expect(heard).toEqual(expect.arrayContaining(withLinks.links?.map((link) => `link, ${link.label}`) ?? []));
  });
});
