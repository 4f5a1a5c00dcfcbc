import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundRoute, pageRoutes, resourceRoutes } from "./site/manifest";
import { routeTable } from "./site/routeTable";

/**
 * The router's route table, derived from the route manifest (docs/product-decisions.md,
 * "Architecture decisions"): pages of one module that differ only in some segments share a route
 * (`routeTable`; docs/decisions/049), so the table does not grow with the number of articles.
 */
export default routeTable(pageRoutes, resourceRoutes, notFoundRoute).map((entry) =>
  entry.path === "" ? index(entry.file, { id: entry.id }) : route(entry.path, entry.file, { id: entry.id }),
) satisfies RouteConfig;
