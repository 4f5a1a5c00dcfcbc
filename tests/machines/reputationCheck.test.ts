/**
 * The reputation check's machine on its own (docs/decisions/022): required answers, the safety
 * path, Back and Continue keeping answers, changes from the result, and adoption after hydration.
 * The journeys through the rendered page are in tests/components/reputationCheck.model.test.tsx.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { type ReputationCheckEmitted, cleanAnswers, isRequired, positionOf, reputationCheckMachine } from "../../machines/reputationCheck";
import type { QuestionId } from "../../src/content/reputationCheck/questions";

function start() {
  const actor = createActor(reputationCheckMachine);
  const focus: ReputationCheckEmitted["target"][] = [];
  actor.on("focus", (event) => focus.push(event.target));
  actor.start();
  const answer = (question: QuestionId, ...values: string[]) => actor.send({ type: "ANSWER.CHANGE", question, values });
  /** Answers a question and presses Continue. */
  const answerAndContinue = (question: QuestionId, ...values: string[]) => {
    answer(question, ...values);
    actor.send({ type: "NEXT" });
  };
  const position = () => positionOf(actor.getSnapshot());
  return { actor, focus, answer, answerAndContinue, position };
}

/** A check at the urgent-help screen: a person has answered the content question with `content`. */
function atSafetyScreen(content: string) {
  const check = start();
  check.answerAndContinue("who", "myself");
  check.answerAndContinue("content", content);
  return check;
}

describe("reputationCheck machine", () => {
  it("starts at the first question with no answer and asks for no focus", () => {
    const { actor, focus, position } = start();
    expect(position()).toBe("who");
    expect(actor.getSnapshot().context.answers).toEqual({});
    expect(focus).toEqual([]);
  });

  it("stays on a question whose required answer is missing, names it and asks for focus on the error", () => {
    const { actor, focus, position } = start();
    actor.send({ type: "NEXT" });
    expect(position()).toBe("who");
    expect(actor.getSnapshot().context.missing).toBe("who");
    expect(focus).toEqual(["error"]);
  });

  it("clears the error once the question is answered, then moves on and asks for focus on the heading", () => {
    const { actor, focus, answer, position } = start();
    actor.send({ type: "NEXT" });
    answer("who", "business");
    expect(actor.getSnapshot().context.missing).toBeNull();
    actor.send({ type: "NEXT" });
    expect(position()).toBe("content");
    expect(focus).toEqual(["error", "heading"]);
  });

  it("walks the six questions to the result, and Back keeps every answer", () => {
    const { actor, answerAndContinue, position } = start();
    const path: [QuestionId, string[]][] = [
      ["who", ["myself"]],
      ["content", ["reviews"]],
      ["where", ["review-sites", "search"]],
      ["duration", ["months"]],
      ["tried", ["nothing"]],
      ["urgency", ["soon"]],
    ];
    for (const [question, values] of path) {
      expect(position()).toBe(question);
      answerAndContinue(question, ...values);
    }
    expect(position()).toBe("result");
    actor.send({ type: "EDIT", question: "tried" });
    actor.send({ type: "BACK" });
    expect(position()).toBe("result");
    actor.send({ type: "EDIT", question: "where" });
    expect(position()).toBe("where");
    answerAndContinue("where", "social");
    expect(position()).toBe("result");
    expect(actor.getSnapshot().context.answers).toEqual({
      who: ["myself"],
      content: ["reviews"],
      where: ["social"],
      duration: ["months"],
      tried: ["nothing"],
      urgency: ["soon"],
    });
  });

  it("goes back question by question with the answers kept, and not before the first", () => {
    const { actor, answerAndContinue, position } = start();
    answerAndContinue("who", "executive");
    answerAndContinue("content", "false-statements");
    actor.send({ type: "BACK" });
    actor.send({ type: "BACK" });
    actor.send({ type: "BACK" });
    expect(position()).toBe("who");
    expect(actor.getSnapshot().context.answers).toEqual({ who: ["executive"], content: ["false-statements"] });
  });

  it.each(["harassment", "intimate-images"])("shows the urgent-help screen right after “%s”, and the rest is optional", (content) => {
    const { actor, position } = atSafetyScreen(content);
    expect(position()).toBe("safety");
    actor.send({ type: "SAFETY.CONTINUE" });
    expect(position()).toBe("where");
    expect(isRequired("where", actor.getSnapshot().context.answers)).toBe(false);
    for (let step = 0; step < 4; step += 1) actor.send({ type: "NEXT" });
    expect(position()).toBe("result");
  });

  it("goes from the urgent-help screen straight to the result, or back to the question", () => {
    const { actor, position } = atSafetyScreen("harassment");
    actor.send({ type: "BACK" });
    expect(position()).toBe("content");
    actor.send({ type: "NEXT" });
    actor.send({ type: "SAFETY.RESULT" });
    expect(position()).toBe("result");
  });

  it("starts again with no answer", () => {
    const { actor, position } = atSafetyScreen("harassment");
    actor.send({ type: "SAFETY.RESULT" });
    actor.send({ type: "RESTART" });
    expect(position()).toBe("who");
    expect(actor.getSnapshot().context.answers).toEqual({});
  });

  it("adopts kept answers and returns to where a reload left off, without moving focus", () => {
    const { actor, focus, position } = start();
    actor.send({ type: "ADOPT", answers: { who: ["business"], content: ["reviews"] }, position: "where" });
    expect(position()).toBe("where");
    expect(actor.getSnapshot().context.answers).toEqual({ who: ["business"], content: ["reviews"] });
    expect(focus).toEqual([]);
  });

  it("adopts into the result and into the urgent-help screen", () => {
    const toResult = start();
    toResult.actor.send({ type: "ADOPT", answers: { who: ["myself"] }, position: "result" });
    expect(toResult.position()).toBe("result");
    const toSafety = start();
    toSafety.actor.send({ type: "ADOPT", answers: { who: ["myself"], content: ["intimate-images"] }, position: "safety" });
    expect(toSafety.position()).toBe("safety");
  });

  it("keeps only known questions and values, and one value for a single choice", () => {
    expect(cleanAnswers({ who: ["myself", "business"], where: ["news", "mars"], colour: ["red"], urgency: "now" })).toEqual({
      who: ["myself"],
      where: ["news"],
    });
  });
});
