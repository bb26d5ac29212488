/** The security headers of every answer (lib/security-headers.mjs). */
export declare const securityHeaders: readonly { key: string; value: string }[];
