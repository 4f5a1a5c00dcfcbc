/**
 * Model-based tests of the reputation check (docs/decisions/005, 022): every shortest path of
 * `reputationCheckModel` (tests/helpers/journeyModels.ts) walked through the rendered check,
 * with what the visitor sees and where focus is checked in each state. The keyboard journeys at
 * 1280 and 375 px run in Chromium (e2e/reputation-check.spec.ts).
 */
import { render, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { readContactDraft } from "../../src/components/ContactForm/draft";
import { ReputationCheck } from "../../src/components/ReputationCheck/ReputationCheck";
import { Result } from "../../src/components/ReputationCheck/Result";
import { CHECK_PROGRESS_KEY, readCheckProgress, writeCheckProgress } from "../../src/components/ReputationCheck/storage";
import userEvent from "@testing-library/user-event";
import { reputationCheckContent } from "../../src/content/reputationCheck/copy";
import { expectFocusOn } from "../helpers/focus";
import { itWalksEveryShortestPath } from "../helpers/modelJourneys";
import { reputationCheckModel as model } from "../helpers/journeyModels";
import { urgentHelpContent } from "../../src/content/urgentHelp";

const stepHeading = (step: number, question: string) => screen.getByRole("heading", { level: 2, name: `Step ${step} of 6 ${question}` });
const resultHeading = () => screen.getByRole("heading", { level: 2, name: "Your reputation check" });

async function next(user: UserEvent, name = "Continue") {
  await user.click(screen.getByRole("button", { name }));
}

async function answerWho(user: UserEvent) {
  await user.click(screen.getByRole("radio", { name: "Me, personally" }));
  await next(user);
}

describe("reputation check journeys (model-based)", () => {
  itWalksEveryShortestPath(model, {
    url: "/reputation-check/",
    ui: <ReputationCheck />,
    journey: (user) => ({
      events: {
        CONTINUE_WITHOUT_ANSWER: () => next(user),
        ANSWER_WHO: () => answerWho(user),
        GO_BACK: () => next(user, "Back"),
        CHOOSE_THREATS: async () => {
          await user.click(screen.getByRole("radio", { name: "Harassment or threats" }));
          await next(user);
        },
        CONTINUE_CHECK: () => next(user, "Continue the check"),
        SEE_SUMMARY_NOW: () => next(user, "See my summary now"),
        ANSWER_THE_REST: async () => {
          await user.click(screen.getByRole("radio", { name: "A negative article or search result" }));
          await next(user);
          await user.click(screen.getByRole("checkbox", { name: "News sites or blogs" }));
          await next(user);
          await user.click(screen.getByRole("radio", { name: "A few months" }));
          await next(user);
          await user.click(screen.getByRole("checkbox", { name: "Nothing yet" }));
          await next(user);
          await user.click(screen.getByRole("radio", { name: "Not urgent: I want to understand my options" }));
          await next(user, "See my result");
        },
        CHANGE_WHERE: async () => {
          await user.click(screen.getByRole("button", { name: "Change where it appears" }));
          await user.click(screen.getByRole("checkbox", { name: "Search results (Google, Bing and others)" }));
          await next(user, "See my result");
        },
        SEND_TO_SPECIALIST: () => user.click(screen.getByRole("link", { name: "Send this to a specialist" })),
        START_AGAIN: () => next(user, "Start again"),
      },
      states: {
        firstStep: () => {
          // The first question's options, none chosen yet.
          const options = within(screen.getByRole("group", { name: "Step 1 of 6 Who is affected?" })).getAllByRole("radio");
          expect(options.map((option) => (option as HTMLInputElement).checked)).toEqual(options.map(() => false));
          expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
        },
        missingAnswer: async () => {
          const summary = screen.getByRole("group", { name: "There is a problem" });
          await expectFocusOn(() => summary);
          expect(within(summary).getByRole("link", { name: "Select who is affected." }).getAttribute("href")).toBe("#check-who-myself");
          const group = screen.getByRole("group", { name: "Step 1 of 6 Who is affected?" });
          const described = (group.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
          expect(described).toEqual(["Choose the one that fits best.", "Error: Select who is affected."]);
        },
        secondStep: async () => {
          await expectFocusOn(() => stepHeading(2, "What kind of content is it?"));
        },
        firstStepKept: async () => {
          await expectFocusOn(() => stepHeading(1, "Who is affected?"));
          expect(screen.getByRole("radio", { name: "Me, personally" })).toHaveProperty("checked", true);
        },
        urgentHelp: async () => {
          const heading = screen.getByRole("heading", { level: 2, name: urgentHelpContent.heading });
          await expectFocusOn(() => heading);
          // The short block (docs/decisions/059): the emergency number as its heading, a few free
          // services under one heading, then the way to every service on Get help now.
          const region = screen.getByRole("region", { name: heading.textContent });
          expect(within(region).getAllByRole("heading", { level: 3 }).map((item) => item.textContent)).toEqual([urgentHelpContent.resourcesHeading]);
          expect(within(region).getByRole("link", { name: "Every free service, by situation: Get help now" }).getAttribute("href")).toBe("/get-help-now/#in-danger");
        },
        optionalThirdStep: async () => {
          await expectFocusOn(() => stepHeading(3, "Where does it appear?"));
          expect(document.getElementById("check-where-hint")?.textContent).toBe("Choose all that apply. This question is optional.");
        },
        safetyResult: async () => {
          await expectFocusOn(() => resultHeading());
          const region = screen.getByRole("region", { name: "Your reputation check" });
          const headings = within(region).getAllByRole("heading").map((heading) => heading.textContent);
          expect(headings.slice(0, 2)).toEqual(["Your reputation check", urgentHelpContent.heading]);
        },
        result: async () => {
          await expectFocusOn(() => resultHeading());
          expect(screen.queryAllByText(/^You are dealing with a negative article or search result affecting you personally\./)).toHaveLength(1);
          expect(screen.getByRole("link", { name: "Personal Content Removal" }).getAttribute("href")).toBe("/services/individuals/personal-content-removal/");
          expect(screen.queryByRole("heading", { name: urgentHelpContent.heading })).toBeNull();
          // Read through the registry: the stored text is stamped with its time (src/config/storage.ts).
          expect(readCheckProgress()).toMatchObject({ position: "result", answers: { who: ["myself"] } });
        },
        changedFromResult: async () => {
          await expectFocusOn(() => resultHeading());
          expect(screen.queryAllByText(/It appears in search results and news sites or blogs\./)).toHaveLength(1);
        },
        handedOver: () => {
          const draft = readContactDraft() ?? {};
          expect(draft.inquiryType).toBe("Myself (Personal Reputation)");
          expect(draft.message).toMatch(/^My reputation check answers:\n- Who is affected: Me, personally\n- Kind of content: A negative article or search result\n/);
        },
        freshStart: async () => {
          await expectFocusOn(() => stepHeading(1, "Who is affected?"));
          expect(screen.getByRole("radio", { name: "Me, personally" })).toHaveProperty("checked", false);
          expect(window.sessionStorage.getItem(CHECK_PROGRESS_KEY)).toBeNull();
        },
      },
    }),
  });
});

describe("the result a visitor sees", () => {
  const showResult = (answers: Parameters<typeof Result>[0]["answers"]) => {
    render(
      <MemoryRouter>
        <Result answers={answers} headingRef={null} onEdit={() => undefined} onRestart={() => undefined} sharedDevice={false} onSharedDeviceChange={() => undefined} />
      </MemoryRouter>,
    );
    return screen.getByRole("region", { name: "Your reputation check" });
  };
  const headings = (region: HTMLElement) => within(region).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

  it("for a business with fake reviews: its parts in order, the services as links and the reading with their kinds", () => {
    const region = showResult({ who: ["business"], content: ["reviews"], urgency: ["now"] });
    expect(headings(region)).toEqual([
      "Your situation",
      "Send this to a specialist",
      "Your answers",
      "How we can help",
      "What you can do today",
      "Read next",
      "What is usually possible",
    ]);
    const services = within(region).getByRole("heading", { name: "How we can help" }).nextElementSibling as HTMLElement;
    expect(within(services).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Review Management", "/services/businesses/review-management/"],
      ["Brand Crisis Management", "/services/businesses/brand-crisis-management/"],
      ["Business Reputation Management", "/services/businesses/reputation-management/"],
    ]);
    const reading = within(region).getByRole("heading", { name: "Read next" }).nextElementSibling as HTMLElement;
    expect(within(reading).getAllByRole("listitem")[0]?.textContent).toBe("FAQ Can you remove negative reviews?");
    expect(within(region).getByRole("button", { name: "Change how urgent" })).toHaveProperty("type", "button");
  });

  it("for personal details on data broker sites: the steps for today before the send action (docs/content/review.md, advocate-1)", () => {
    const region = showResult({ who: ["myself"], content: ["personal-data"] });
    const order = headings(region);
    expect(order.indexOf("What you can do today")).toBeGreaterThan(-1);
    expect(order.indexOf("Send this to a specialist")).toBe(order.indexOf("What you can do today") + 1);
    expect(order[1]).toBe("Your answers");
  });

  it("without an answer: no services part, and every answer “Not answered”", () => {
    const region = showResult({});
    expect(headings(region)).not.toContain("How we can help");
    expect(within(region).getAllByText("Not answered")).toHaveLength(6);
  });
});

describe("a device someone else can see (docs/product-decisions.md, decision 16)", () => {
  it("ticked above the request, the tab's answers are deleted at once, the note says so, and a changed answer is not kept either", async () => {
    const user = userEvent.setup();
    writeCheckProgress({ answers: { who: ["myself"], content: ["negative-article"] }, position: "result" });
    render(
      <MemoryRouter>
        <ReputationCheck />
      </MemoryRouter>,
    );
    const question = await screen.findByRole("group", { name: reputationCheckContent.result.sharedDevice.legend });
    expect(window.sessionStorage.getItem(CHECK_PROGRESS_KEY)).not.toBeNull();
    await user.click(within(question).getByRole("checkbox", { name: reputationCheckContent.result.sharedDevice.choice }));
    expect(window.sessionStorage.getItem(CHECK_PROGRESS_KEY)).toBeNull();
    expect(within(question).getByText(reputationCheckContent.result.sharedDevice.on).getAttribute("aria-live")).toBe("polite");
    // A change of an answer now keeps nothing either.
    await user.click(screen.getByRole("button", { name: "Change how urgent" }));
    expect(window.sessionStorage.getItem(CHECK_PROGRESS_KEY)).toBeNull();
  });
});
