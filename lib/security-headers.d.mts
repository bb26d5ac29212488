/** The Content-Security-Policy of every page and API answer but those of ownPolicyRoutes (lib/security-headers.mjs). */
export declare const contentSecurityPolicy: string;
/** The other security headers of every answer (lib/security-headers.mjs). */
export declare const securityHeaders: readonly { key: string; value: string }[];
/** The routes that answer with a policy of their own, as regular expressions of the path without its leading slash. */
export declare const ownPolicyRoutes: readonly string[];
