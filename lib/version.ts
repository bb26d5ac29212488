import "server-only";
import packageJson from "@/package.json";

/**
 * This build's version, package.json's: CHANGELOG.md says what each one brought and which
 * migrations it shipped. Server-side only, so package.json never reaches a browser's bundle.
 */
export const VERSION: string = packageJson.version;
