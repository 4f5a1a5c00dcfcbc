import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type CheckPosition, cleanAnswers, positionOf, reputationCheckMachine } from "../../../machines/reputationCheck";
import { type CheckAnswers, type QuestionId, QUESTION_IDS } from "../../content/reputationCheck/questions";
import { TYPED_ATTRIBUTE } from "../../config/enhancement";
import { useFocusRequest } from "../../hooks/useFocusRequest";
import { useHydrated } from "../../hooks/useHydrated";
import { readCheckProgress, writeCheckProgress } from "./storage";
import { STORED_ITEMS, removeStored } from "../../config/storage";

/**
 * The answers the visitor ticked in the form before the page hydrated (every box is unticked in
 * the HTML). Only boxes the visitor changed count (`TYPED_ATTRIBUTE`, set by the inline loader): a
 * tick the browser restored on Back is not an answer given now (docs/decisions/038).
 */
function tickedAnswers(form: HTMLFormElement): CheckAnswers {
  const raw: Record<string, string[]> = {};
  for (const id of QUESTION_IDS) {
    const values = Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${id}"]:checked[${TYPED_ATTRIBUTE}]`), (input) => input.value);
    if (values.length > 0) raw[id] = values;
  }
  return cleanAnswers(raw);
}

/**
 * The reputation check's machine (`machines/reputationCheck.ts`) wired to the page
 * (docs/decisions/022; docs/product-decisions.md, decisions 11 and 13):
 *
 * - after hydration, the answers kept for the tab (`readCheckProgress`) and those ticked in the
 *   form before scripts ran (which win) are adopted, with the position a reload left off at;
 * - every later change of the answers or the position is kept for the tab (`writeCheckProgress`),
 *   unless the visitor says someone else can see the device (`sharedDevice`; docs/product-decisions.md,
 *   decision 16): then what was kept is deleted at once and nothing more is written, and the answer
 *   itself is React state only, kept nowhere;
 * - the machine's `focus` requests move focus to the heading of what is shown, or to the error
 *   summary (WCAG 2.4.3 Focus Order, 3.3.1 Error Identification).
 *
 * @returns the machine's state and `send`, whether the page has hydrated, the refs for the form,
 *   the heading that takes focus and the error summary, `change(question)`, the handler that
 *   sends a question's chosen values, and `sharedDevice` with `setSharedDevice(answer)`.
 */
export function useReputationCheck() {
  const hydrated = useHydrated();
  const [state, send, actor] = useMachine(reputationCheckMachine);
  const formRef = useRef<HTMLFormElement>(null);
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const adopted = useRef(false);
  const [sharedDevice, setSharedDeviceState] = useState(false);
  const sharedDeviceRef = useRef(false);
  const { answers } = state.context;
  const position: CheckPosition = positionOf(state);

  useEffect(() => {
    const kept = readCheckProgress();
    const ticked = formRef.current ? tickedAnswers(formRef.current) : {};
    const merged = cleanAnswers({ ...kept?.answers, ...ticked });
    if (kept || Object.keys(merged).length > 0) send({ type: "ADOPT", answers: merged, position: kept?.position });
    adopted.current = true;
  }, [send]);

  useEffect(() => {
    if (adopted.current && !sharedDeviceRef.current) writeCheckProgress({ answers, position });
  }, [answers, position]);

  /** Records the answer about the device: yes deletes what the tab kept; no keeps the answers again from now. */
  const setSharedDevice = useCallback(
    (shared: boolean) => {
      sharedDeviceRef.current = shared;
      setSharedDeviceState(shared);
      if (shared) removeStored(STORED_ITEMS.reputationCheck);
      else writeCheckProgress({ answers: actor.getSnapshot().context.answers, position: positionOf(actor.getSnapshot()) });
    },
    [actor],
  );

  useEffect(() => {
    const subscription = actor.on("focus", ({ target }) => {
      if (target === "heading") focusHeading();
      else focusSummary();
    });
    return () => subscription.unsubscribe();
  }, [actor, focusHeading, focusSummary]);

  const change = (question: QuestionId) => (values: string[]) => send({ type: "ANSWER.CHANGE", question, values });
  return { state, send, hydrated, formRef, headingRef, summaryRef, change, sharedDevice, setSharedDevice };
}
