// The security headers, in plain JavaScript so next.config.mjs can import them; server.ts's own
// answers (/metrics) send them too.

// Lesson players embed only these (lib/video/to-player-source.ts); an .mp4 plays from any https host.
export const contentSecurityPolicy = [
  "default-src 'self'",
  // Next's inline bootstrap scripts and styles: nonces would make every page dynamic.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' https:",
  "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

// The routes that answer with a Content-Security-Policy of their own: files someone uploaded (a
// payment's receipt, a course's image), served in a sandbox. A header next.config.mjs's headers()
// sets replaces the one a route sets, so the site's policy leaves these paths out (a regular
// expression each, for the path without its leading slash).
export const ownPolicyRoutes = ["api/payments/[^/]+/receipt", "api/course-images/[^/]+"];

// On every page and API answer (the CSP apart: see ownPolicyRoutes). Browsers
// ignore HSTS received over plain http (a demo on a laptop), so it is always sent and takes
// effect where the school serves https.
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
];
