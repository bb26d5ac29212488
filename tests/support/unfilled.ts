// What a text shows when a value was never filled in: a message formatted without one of its
// values ("undefined": messages compiled at build time do not complain; the server's formatter
// leaves "{name}" when given none), a sum of nothing ("NaN"), a date of nothing ("Invalid Date"),
// and a message missing from messages/*.json (its key, "parent.notifications.kinds.project_reviewed").
export const UNFILLED_VALUE = /\bundefined\b|\bNaN\b|Invalid Date|\{[A-Za-z_]+\}|^\s*[a-z][A-Za-z]*(\.[A-Za-z_]+){2,}\s*$/;

