import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundRoute, pageRoutes, resourceRoutes } from "./site/manifest";

/**
 * The router's route table, derived from the route manifest (docs/product-decisions.md,
 * "Architecture decisions").
 */
export default [
  ...pageRoutes.map((page) =>
    page.path === "/"
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  ...resourceRoutes.map((resource) => route(resource.path.slice(1), resource.file, { id: resource.id })),
  route(notFoundRoute.path, notFoundRoute.file, { id: notFoundRoute.id }),
] satisfies RouteConfig;
