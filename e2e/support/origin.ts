import { baseURL } from "../../playwright.config";

// Writes carried by the jwt cookie must name their origin (lib/api/origin.ts), as a browser's
// own fetch does. A spec's API calls (context.request, playwright.request) send it through
// `test.use(SAME_ORIGIN)` or `playwright.request.newContext({ baseURL, ...SAME_ORIGIN })`.
export const SAME_ORIGIN = { extraHTTPHeaders: { origin: baseURL } };
