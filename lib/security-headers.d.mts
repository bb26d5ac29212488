/** The Content-Security-Policy of every page and API answer but a receipt (lib/security-headers.mjs). */
export declare const contentSecurityPolicy: string;
/** The other security headers of every answer (lib/security-headers.mjs). */
export declare const securityHeaders: readonly { key: string; value: string }[];
