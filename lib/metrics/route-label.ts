type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

export const UNMATCHED_ROUTE = "unmatched";

/**
 * The route pattern of a request path (`/api/courses/[id]/enroll`), from the routes
 * Next wrote at build time, so metrics have one series per route rather than per id.
 * Static files of the build count as one route; anything else is `unmatched`.
 */
export function routeLabeller(manifest: RoutesManifest): (pathname: string) => string {
  const exact = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    const page = exact.get(trimmed) ?? dynamic.find((route) => route.regex.test(pathname))?.page;
    return page ?? UNMATCHED_ROUTE;
  };
}
