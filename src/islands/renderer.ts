import { type ReactNode, createContext } from "react";

/**
 * React DOM's `renderToString` (https://react.dev/reference/react-dom/server/renderToString), as the
 * server entry gives it (`src/entry.server.tsx`) to `Island`, which prerenders each island in a
 * root of its own. Given through context rather than imported, so no client bundle carries React
 * DOM's server renderer (about 30 KB brotli in the chunk every page loads); `null` in the browser.
 */
export type IslandRenderer = (node: ReactNode, options: { identifierPrefix: string }) => string;

/** The server's `IslandRenderer`, or `null` in the browser (see `IslandRenderer`). */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);
