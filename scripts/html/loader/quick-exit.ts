/**
 * The quick exit's behaviour (browser code, bundled into the inline loader by `./compile.ts`), so
 * that it acts from the first paint, before and regardless of hydration: a visitor in danger does
 * not wait for scripts to load. The markup is `QuickExit` (src/components/QuickExit), a plain link
 * that works with no script at all.
 *
 * Follows GOV.UK Frontend's "Exit this page" component
 * (https://design-system.service.gov.uk/components/exit-this-page/):
 * - a press of the link covers the page at once (`data-quick-exit-active` on `<html>`), says
 *   "Leaving this page." in the component's polite live region, deletes what the site keeps in
 *   this tab's session (again on `pagehide`, after anything that writes there on the way out), and
 *   opens the link's address with `location.replace`, so Back does not return;
 * - pressing Shift on its own three times within five seconds does the same; each press is
 *   announced with the presses left, and the count resets, announced, when the window passes. A
 *   Shift held to type a capital letter does not count;
 * - if the browser brings a page left this way back from its back-forward cache (a Back to an
 *   entry of the same document, such as a page reached by a client-side navigation), it reloads
 *   it under the cover instead of showing it as it was: what was typed in it, and any words a form
 *   held, would come back; the reloaded page reads the emptied session (docs/decisions/038);
 * - the other pages of the site that the visitor opened earlier in the tab are still in its
 *   history, and the browser may keep them whole in its back/forward cache, typed text and ticked
 *   answers included: every page opens the exit's broadcast channel (`QUICK_EXIT_CHANNEL`,
 *   HTML "Broadcasting to other browsing contexts"), and leaving posts on it. Chromium evicts a
 *   cached page whose channel receives a message (its `BroadcastChannelOnMessage` reason), so Back
 *   loads the page afresh, with the session already emptied; a browser that instead delivers the
 *   message to the hidden page has it reload when it is shown again (docs/decisions/054).
 */
import {
  QUICK_EXIT_ACTIVE_ATTRIBUTE,
  QUICK_EXIT_ANNOUNCEMENTS,
  QUICK_EXIT_CHANNEL,
  QUICK_EXIT_MESSAGE,
  QUICK_EXIT_LINK_ATTRIBUTE,
  QUICK_EXIT_STATUS_ATTRIBUTE,
  SHIFT_PRESSES_TO_EXIT,
  SHIFT_WINDOW_MS,
} from "../../../src/components/QuickExit/rules";

/** What the quick exit touches outside the document, injected so that tests can observe it. */
export interface QuickExitEnvironment {
  document: Document;
  /** Adds the `pagehide` and `pageshow` listeners (the browser's `window.addEventListener`). */
  addWindowListener(type: "pagehide" | "pageshow", listener: (event: Event) => void): void;
  /** Replaces the current history entry with `url` (`location.replace`). */
  replace(url: string): void;
  /** Loads the current page again from the network (`location.reload`). */
  reload(): void;
  /** Deletes everything the site keeps in this tab's session (`clearSessionStorage`). */
  clearSession(): void;
  /**
   * Opens the channel named `name` that every page of the site opens (the browser's
   * `new BroadcastChannel(name)`), calling `onMessage` with each message another page posts, or
   * returns `null` where the browser has no `BroadcastChannel`.
   * @returns a function that posts a message to every other page that has the channel open.
   */
  openChannel(name: string, onMessage: (message: unknown) => void): ((message: string) => void) | null;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** The quick exit's link on the current page, or `null` on a page without one. */
function quickExitLink(document: Document): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`a[${QUICK_EXIT_LINK_ATTRIBUTE}]`);
}

/**
 * Listens, on the whole document, for presses of the quick exit and for Shift; it acts only while
 * the page shows a quick exit, so a client-side navigation to or from such a page needs nothing.
 * @returns a function that removes the document's listeners (for tests; the page never does).
 */
export function installQuickExit(environment: QuickExitEnvironment): () => void {
  const { document } = environment;
  let leaving = false;
  /** Whether another page of the site was left by the quick exit while this one was hidden. */
  let leftElsewhere = false;
  let hidden = false;
  let presses = 0;
  let windowTimer: number | undefined;
  /** Whether Shift, since it went down, was used with another key (a capital letter, Shift+Tab). */
  let shiftModified = false;

  const announce = (text: string) => {
    const status = document.querySelector(`[${QUICK_EXIT_STATUS_ATTRIBUTE}]`);
    if (status) status.textContent = text;
  };

  const resetPresses = () => {
    presses = 0;
    if (windowTimer !== undefined) environment.clearTimeout(windowTimer);
    windowTimer = undefined;
  };

  const post = environment.openChannel(QUICK_EXIT_CHANNEL, (message) => {
    // A page that is shown (another tab) stays as it is; one that is hidden, in the history of
    // this tab, must not come back as it was.
    if (message === QUICK_EXIT_MESSAGE && hidden) leftElsewhere = true;
  });

  const leave = (url: string) => {
    if (leaving) return;
    leaving = true;
    resetPresses();
    document.documentElement.setAttribute(QUICK_EXIT_ACTIVE_ATTRIBUTE, "");
    announce(QUICK_EXIT_ANNOUNCEMENTS.leaving);
    // First, so that the earlier pages of this tab leave the back/forward cache before anything else.
    post?.(QUICK_EXIT_MESSAGE);
    environment.clearSession();
    environment.addWindowListener("pagehide", () => {
      environment.clearSession();
    });
    environment.replace(url);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest<HTMLAnchorElement>(`a[${QUICK_EXIT_LINK_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    leave(link.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Shift") {
      if (!event.repeat) shiftModified = false;
    } else if (event.shiftKey) {
      shiftModified = true;
    }
  };

  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== "Shift" || shiftModified || leaving) return;
    const link = quickExitLink(document);
    if (!link) return;
    if (presses === 0) {
      windowTimer = environment.setTimeout(() => {
        resetPresses();
        announce(QUICK_EXIT_ANNOUNCEMENTS.expired);
      }, SHIFT_WINDOW_MS);
    }
    presses += 1;
    if (presses >= SHIFT_PRESSES_TO_EXIT) leave(link.href);
    else announce(QUICK_EXIT_ANNOUNCEMENTS.pressesLeft(SHIFT_PRESSES_TO_EXIT - presses));
  };

  document.addEventListener("click", onClick, true);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("keyup", onKeyUp);

  environment.addWindowListener("pagehide", () => {
    hidden = true;
  });
  environment.addWindowListener("pageshow", (event) => {
    hidden = false;
    // A `PageTransitionEvent` whose page came from the back-forward cache (HTML "pageshow").
    if (!("persisted" in event) || event.persisted !== true || !(leaving || leftElsewhere)) return;
    // The cover stays until the fresh page replaces this one.
    document.documentElement.setAttribute(QUICK_EXIT_ACTIVE_ATTRIBUTE, "");
    environment.clearSession();
    environment.reload();
  });

  return () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("keyup", onKeyUp);
  };
}
