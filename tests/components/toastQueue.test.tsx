/**
 * One toast queue for the page, shared by its islands (src/components/Toast/toastQueue.ts;
 * docs/product-decisions.md, decision 5: one toast visible at a time): each island's live regions
 * are there from its first render, a toast shows in the regions of the island that raised it, and
 * a toast from another island replaces it.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastProvider, useToast } from "../../src/components/Toast/ToastProvider";

/** An island that raises one toast. */
function Raiser({ label, title }: { label: string; title: string }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show({ variant: "success", title, description: `${title}, in detail.` })}>
      {label}
    </button>
  );
}

/** Two islands of one page, each in its own provider, as each island is a root of its own. */
function renderTwoIslands() {
  render(
    <>
      <section aria-label="Share">
        <ToastProvider>
          <Raiser label="Copy link" title="Link copied" />
        </ToastProvider>
      </section>
      <section aria-label="Newsletter">
        <ToastProvider>
          <Raiser label="Subscribe" title="Subscribed" />
        </ToastProvider>
      </section>
    </>,
  );
  const region = (name: string) => within(screen.getByRole("region", { name }));
  return { share: region("Share"), newsletter: region("Newsletter") };
}

describe("the page's toast queue", () => {
  it("gives every island its live regions before the first toast, and shows a toast only where it was raised", async () => {
    const { share, newsletter } = renderTwoIslands();
    for (const island of [share, newsletter]) {
      expect(island.getByRole("status").textContent).toBe("");
      expect(island.getByRole("alert").textContent).toBe("");
    }
    await userEvent.click(share.getByRole("button", { name: "Copy link" }));
    expect(share.getByRole("status").textContent).toContain("Link copied");
    expect(newsletter.getByRole("status").textContent).toBe("");
  });

  it("keeps one toast on the page: one raised by another island replaces it", async () => {
    const { share, newsletter } = renderTwoIslands();
    await userEvent.click(share.getByRole("button", { name: "Copy link" }));
    await userEvent.click(newsletter.getByRole("button", { name: "Subscribe" }));
    expect(newsletter.getByRole("status").textContent).toContain("Subscribed");
    expect(share.getByRole("status").textContent).toBe("");
    expect(screen.getAllByRole("group")).toHaveLength(1);
  });
});
