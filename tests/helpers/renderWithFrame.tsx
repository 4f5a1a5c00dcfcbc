import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ToastProvider } from "../../src/components/Toast/ToastProvider";
import { PagePathProvider } from "../../src/hooks/usePagePath";

/** Renders a component inside a router and the toast provider, as the site frame does. */
export function renderWithFrame(ui: ReactNode, path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PagePathProvider path={path}>
        <ToastProvider>{ui}</ToastProvider>
      </PagePathProvider>
    </MemoryRouter>,
  );
}
