import { useEffect, useState } from "react";

/**
 * The id of the section heading currently in view, for a table of contents that marks where the
 * reader is (docs/spec.md §2 "Guide: online content removal"). Uses IntersectionObserver: the last
 * heading that has crossed the band just under the fixed header wins. `undefined` before hydration
 * and above the first heading.
 * @param ids - heading ids in document order.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  // The ids as one string: callers pass a new array on every render, and the observer must not be
  // rebuilt each time the marked section changes.
  const key = ids.join(" ");
  useEffect(() => {
    const headings = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return;
    const update = () => {
      const threshold = 120;
      let current: string | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= threshold) current = heading.id;
      }
      setActive(current);
    };
    // The observer reports every heading once as soon as it starts observing, after the next
    // layout, so the first reading needs no call here: measuring during hydration's effects would
    // force a layout of the whole article in the same task (Total Blocking Time, docs/decisions/009).
    const observer = new IntersectionObserver(update, { rootMargin: "-100px 0px -60% 0px", threshold: [0, 1] });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [key]);
  return active;
}
