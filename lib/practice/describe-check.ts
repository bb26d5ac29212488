import type { Check, PracticeText } from "./contract";
import { jsLiteral } from "./js-values";

/** A DOM check's description by what it reads, plain and after a click, each key written whole. */
const DOM_DESCRIPTIONS = {
  text: ["practice.describe.domText", "practice.describe.domTextAfterClick"],
  attribute: ["practice.describe.domAttribute", "practice.describe.domAttributeAfterClick"],
  count: ["practice.describe.domCount", "practice.describe.domCountAfterClick"],
} as const;

/** What a check asks for, as the student's list and the teacher's form show it (`practice.describe.*`). */
export function describeCheck(check: Check): PracticeText {
  switch (check.type) {
    case "exists":
      return { key: "practice.describe.exists", values: { selector: check.selector } };
    case "count":
      return check.max === undefined
        ? { key: "practice.describe.count", values: { selector: check.selector, min: check.min } }
        : { key: "practice.describe.countRange", values: { selector: check.selector, min: check.min, max: check.max } };
    case "text":
      return { key: check.match === "equals" ? "practice.describe.textEquals" : check.match === "contains" ? "practice.describe.textContains" : "practice.describe.textMatches", values: { selector: check.selector, value: check.value } };
    case "none":
      return { key: "practice.describe.none", values: { selector: check.selector } };
    case "everyText":
      return { key: "practice.describe.everyText", values: { selector: check.selector } };
    case "source":
      return { key: check.must === "match" ? "practice.describe.sourceMatch" : "practice.describe.sourceNotMatch", values: { pattern: check.pattern } };
    case "attribute":
      return { key: "practice.describe.attribute", values: { selector: check.selector, name: check.name, value: check.value } };
    case "css":
      return { key: "practice.describe.css", values: { selector: check.selector, property: check.property, value: check.value } };
    case "returns":
      return {
        key: check.unchanged || check.twice ? "practice.describe.returnsMore" : "practice.describe.returns",
        values: { call: `${check.name}(${check.args.map(jsLiteral).join(", ")})`, expected: jsLiteral(check.expected), more: [check.unchanged ? "unchanged" : "", check.twice ? "twice" : ""].filter(Boolean).join(",") },
      };
    case "console":
      return { key: "practice.describe.console", values: { expected: check.expected.length > 200 ? `${check.expected.slice(0, 199)}…` : check.expected } };
    case "throws":
      return { key: "practice.describe.throws", values: { call: `${check.name}(${check.args.map(jsLiteral).join(", ")})` } };
    case "dom": {
      const values = { selector: check.selector, name: check.name ?? "", value: check.value, click: check.click ?? "" };
      const [plain, afterClick] = DOM_DESCRIPTIONS[check.read];
      return { key: check.click ? afterClick : plain, values };
    }
  }
}
