import { fromDateColumn, toDateColumn } from "./db-date";

// Which days a daily score may be written for (issue 25, item 12): a score is what the student
// earned on a day they were here, so not a day still ahead in Tashkent and not a day before their
// arrival; and one save names each day once, or which of two scores of one day counts is an
// accident of order. Dates are DATE column values (UTC midnight of the Tashkent day, db-date.ts).

/** Why a score cannot be dated `date`, as an api.validation key; null when it can. */
export function scoreDateProblem(date: Date, { arrivalDate, now }: { arrivalDate: Date | null; now: Date }): string | null {
  const today = toDateColumn(now);
  if (today && date.getTime() > today.getTime()) return "api.validation.scoreDateFuture";
  if (arrivalDate && date.getTime() < arrivalDate.getTime()) return "api.validation.scoreDateBeforeArrival";
  return null;
}

/** The first day named twice among `dates`, as 'yyyy-MM-dd'; null when each is named once. */
export function repeatedScoreDate(dates: Date[]): string | null {
  const seen = new Set<string>();
  for (const date of dates) {
    const day = fromDateColumn(date);
    if (seen.has(day)) return day;
    seen.add(day);
  }
  return null;
}
