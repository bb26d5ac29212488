// The seven topics of the demo chain, recognised by keywords in a course title. Only the
// course page's 'what you will learn' list uses this (learning-outcomes.ts): access is decided
// by each course's prerequisite, set as data (prerequisites.ts).
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
 * Null when no keyword matches.
 */
export function courseStage(title: string): Stage | null {
  return mentionedStages(title).at(-1) ?? null;
}
