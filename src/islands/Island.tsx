import { type ReactElement, useContext } from "react";
import { usePagePath } from "../hooks/usePagePath";
import { IslandRoot } from "./IslandRoot";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WAKE,
  ISLAND_WAKE_ATTRIBUTE,
  ISLAND_WAKE_PARAMETERS,
  ISLAND_WAKE_PARAMETERS_ATTRIBUTE,
  type IslandName,
  islandIdentifierPrefix,
} from "./names";
import { IslandRendererContext } from "./renderer";

/**
 * Marks the place of a React island in a route's page (docs/decisions/041): `children` (the
 * island's component, built from `props` by the same function its entry module hydrates it with,
 * `src/islands/*.entry.tsx`; `props` is written into `data-island-props` as JSON) is prerendered in a React root of its own, inside `<div data-island="name"
 * data-island-wake="load|use|query">` (and, for a `query` island, `data-island-wake-parameters`) (`ISLAND_ATTRIBUTE`, `ISLAND_WAKE_ATTRIBUTE`), with the island's
 * `identifierPrefix` and `IslandRoot` around it, exactly as `hydrateIsland` will hydrate it. The
 * element has `display: contents` (global.css), so the island lays out as if the wrapper were not
 * there.
 *
 * The prerender calls `renderToString` (given by the server entry, `IslandRendererContext`) inside
 * the page's own render: the island's markup is one finished string, and the page's React never
 * hydrates it (the build removes React Router's scripts from a page of islands,
 * `scripts/postbuild.ts`).
 *
 * Rendered in the browser by React Router, the island is part of the page's own tree instead,
 * inside the same wrapper and `IslandRoot`: in development (`npm run dev`, `npm run cms`) and in
 * unit tests, where React Router hydrates every page and the island hydrates with it (README
 * "See it"). The build has no page that React Router hydrates (docs/decisions/042).
 */
export function Island({ name, props, children }: { name: IslandName; props?: object; children: ReactElement }) {
  const path = usePagePath();
  const renderToString = useContext(IslandRendererContext);
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_WAKE_ATTRIBUTE]: ISLAND_WAKE[name],
    ...(ISLAND_WAKE_PARAMETERS[name] ? { [ISLAND_WAKE_PARAMETERS_ATTRIBUTE]: ISLAND_WAKE_PARAMETERS[name].join(" ") } : {}),
    ...(props === undefined ? {} : { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }),
  };
  if (import.meta.env.DEV || renderToString === null) {
    return (
      <div {...attributes}>
        <IslandRoot path={path}>{children}</IslandRoot>
      </div>
    );
  }
  const html = renderToString(<IslandRoot path={path}>{children}</IslandRoot>, { identifierPrefix: islandIdentifierPrefix(name) });
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
