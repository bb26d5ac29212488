// Types of next.config.mjs for the tests that read it (tests/api/api-docs.test.ts).
import type { NextConfig } from "next";

declare const configFor: (phase: string) => NextConfig;
export default configFor;
