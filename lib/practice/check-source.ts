import type { CheckOutcome, PracticeFile, PracticeText } from "./contract";

type SourceCheck = { type: "source"; must: "match" | "notMatch"; pattern: string; ignoreCase?: boolean; file?: string };

// Issue 40: "the code must (not) match" a pattern, for both kinds, on both sides (the learning
// page and the server run this same function). The pattern is the teacher's (an admin's), held
// to 300 characters by the contract; the text is the student's, as typed (comments count).

/** One source check over the files: `file` when named, else every file joined by newlines. */
export function checkSource(files: PracticeFile[], check: SourceCheck): Omit<CheckOutcome, "check"> {
  const values = { pattern: check.pattern, file: check.file ?? "" };
  const text = check.file === undefined ? files.map((file) => file.content).join("\n") : files.find((file) => file.name === check.file)?.content;
  if (text === undefined) return { passed: false, message: { key: "practice.check.fileMissing", values: { file: check.file ?? "" } } };
  let found: RegExpExecArray | null;
  try {
    found = new RegExp(check.pattern, check.ignoreCase ? "iu" : "u").exec(text);
  } catch {
    return { passed: false, message: { key: "practice.check.badPattern", values } };
  }
  const passed = check.must === "match" ? found !== null : found === null;
  let message: PracticeText;
  if (check.must === "match") message = { key: passed ? "practice.check.sourceMatchOk" : "practice.check.sourceMustMatch", values };
  else message = passed ? { key: "practice.check.sourceNotMatchOk", values } : { key: "practice.check.sourceMustNotMatch", values: { ...values, found: shortFound(found![0]) } };
  return { passed, message };
}

const shortFound = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};
