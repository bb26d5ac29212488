// Spec §4 (course access) and the DESIGN rules table: the chain
// HTML → CSS & Bootstrap → JavaScript → Node.js → Express → MongoDB → Deployment, matched by
// keywords in the course title; any other course is locked.
export const STAGES = ["html", "css", "javascript", "node", "express", "mongo", "deployment"] as const;

export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  html: "HTML",
  css: "CSS & Bootstrap",
  javascript: "JavaScript",
  node: "Node.js",
  express: "Express",
  mongo: "MongoDB",
  deployment: "Deployment",
};

// Substrings of the lower-cased title. 'javascript' is matched whole, so a "Java" course is not
// taken for it; a bare 'js' is not a keyword because it also ends 'Node.js', 'Express.js', 'Vue.js'.
const STAGE_KEYWORDS: Record<Stage, readonly string[]> = {
  html: ["html"],
  css: ["css", "bootstrap"],
  javascript: ["javascript"],
  node: ["node"],
  express: ["express"],
  mongo: ["mongo"],
  deployment: ["deploy"],
};

export function titleMentionsStage(title: string, stage: Stage): boolean {
  const text = title.toLowerCase();
  return STAGE_KEYWORDS[stage].some((keyword) => text.includes(keyword));
}

/** Every stage whose keywords appear in the title, in chain order. */
export function mentionedStages(title: string): Stage[] {
  return STAGES.filter((stage) => titleMentionsStage(title, stage));
}

/**
 * The stage a course belongs to: the furthest stage along the chain that its title mentions
 * ('Express.js — Node.js framework' is Express, 'HTML & CSS' is CSS). Taking the furthest one
 * fails closed: a title that mentions a later topic never opens earlier than that topic would.
 * Null when no keyword matches (an unknown course, always locked).
 */
export function courseStage(title: string): Stage | null {
  return mentionedStages(title).at(-1) ?? null;
}

export function prerequisiteStage(stage: Stage): Stage | null {
  const index = STAGES.indexOf(stage);
  return index > 0 ? (STAGES[index - 1] ?? null) : null;
}

export type CourseAccess = { open: true } | { open: false; requiredStage: Stage | null };

/**
 * HTML is always open; any other chain course needs an enrolment in a course whose title
 * mentions the previous stage (the spec's keyword matching, so an enrolment in 'HTML & CSS'
 * counts as HTML). requiredStage null: the course is not on the chain.
 */
export function checkCourseAccess(input: { title: string; enrolledTitles: readonly string[] }): CourseAccess {
  const stage = courseStage(input.title);
  if (stage === null) return { open: false, requiredStage: null };
  const required = prerequisiteStage(stage);
  if (required === null) return { open: true };
  const satisfied = input.enrolledTitles.some((title) => titleMentionsStage(title, required));
  return satisfied ? { open: true } : { open: false, requiredStage: required };
}
