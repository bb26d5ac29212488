// Types of qadam-rules.mjs for its test.
import type { Rule } from "eslint";

export declare const serverDataInQueryCache: Rule.RuleModule;
export declare const noMessageMatching: Rule.RuleModule;
export declare const noImports: Rule.RuleModule;
export declare const noAreaCycles: Rule.RuleModule;
