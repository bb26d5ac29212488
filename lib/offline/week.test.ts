import { describe, expect, it } from "vitest";

import { DAY_LABELS, isDayLabel, monthlyPoints, totalScore, weekAverage, weekDates, weekScores, worstDay, type TodayScore } from "./week";

// Noon in Tashkent on the given date.
function tashkentNoon(date: string): Date {
  return new Date(`${date}T12:00:00+05:00`);
}

const ALL_DAYS = [...DAY_LABELS];

describe("weekDates", () => {
  it("runs Monday to Sunday", () => {
    expect(weekDates(tashkentNoon("2025-10-08"))).toEqual([
      "2025-10-06", "2025-10-07", "2025-10-08", "2025-10-09", "2025-10-10", "2025-10-11", "2025-10-12",
    ]);
  });

  it("puts Sunday at the end of its week, not the start of the next", () => {
    expect(weekDates(tashkentNoon("2025-10-12"))[0]).toBe("2025-10-06");
  });

  it("starts on Monday itself", () => {
    expect(weekDates(tashkentNoon("2025-10-06"))[0]).toBe("2025-10-06");
  });

  it("uses the Tashkent day: Sunday 23:30 UTC is already Monday in Tashkent", () => {
    expect(weekDates(new Date("2025-10-12T19:30:00Z"))[0]).toBe("2025-10-13");
    expect(weekDates(new Date("2025-10-12T18:30:00Z"))[0]).toBe("2025-10-06");
  });

  it("crosses months and years", () => {
    expect(weekDates(tashkentNoon("2026-01-01"))).toEqual([
      "2025-12-29", "2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04",
    ]);
  });
});

describe("weekScores", () => {
  const now = tashkentNoon("2025-10-12"); // Sunday
  const scores: TodayScore[] = [
    { date: "2025-10-06", score: 5 },
    { date: "2025-10-07", score: 3, note: "kech qoldi" },
    { date: "2025-10-07", score: 2 },
    { date: "2025-10-12", score: 8 },
    { date: "2025-10-05", score: 100 }, // last week's Sunday
    { date: "5-oktabr", score: 50 }, // old text form, not on a calendar
  ];

  it("gives seven labelled days with their summed scores", () => {
    expect(weekScores(scores, ALL_DAYS, now)).toEqual([
      { day: "Du", date: "2025-10-06", score: 5 },
      { day: "Se", date: "2025-10-07", score: 5 },
      { day: "Ch", date: "2025-10-08", score: 0 },
      { day: "Pa", date: "2025-10-09", score: 0 },
      { day: "Ju", date: "2025-10-10", score: 0 },
      { day: "Sh", date: "2025-10-11", score: 0 },
      { day: "Ya", date: "2025-10-12", score: 8 },
    ]);
  });

  it("counts a day not in attendanceDays as 0 even with a score", () => {
    const week = weekScores(scores, ["Du", "Ch", "Ju"], now);
    expect(week.map((day) => day.score)).toEqual([5, 0, 0, 0, 0, 0, 0]);
  });

  it("is all zeros with no attendance days", () => {
    expect(weekScores(scores, [], now).every((day) => day.score === 0)).toBe(true);
  });

  it("places dates written in other accepted forms", () => {
    const week = weekScores([{ date: "2025/10/08", score: 4 }, { date: "2025-10-09T10:00:00+05:00", score: 6 }], ALL_DAYS, now);
    expect(week.map((day) => day.score)).toEqual([0, 0, 4, 6, 0, 0, 0]);
  });
});

describe("weekAverage", () => {
  it("is round(sum / 7) over the whole week", () => {
    const week = weekScores([{ date: "2025-10-06", score: 10 }], ALL_DAYS, tashkentNoon("2025-10-08"));
    expect(weekAverage(week)).toBe(1);
  });

  it("rounds half up", () => {
    const week = weekScores(
      [{ date: "2025-10-06", score: 3 }, { date: "2025-10-07", score: 0.5 }],
      ALL_DAYS,
      tashkentNoon("2025-10-08"),
    );
    expect(weekAverage(week)).toBe(1);
    expect(weekAverage([])).toBe(0);
  });
});

describe("worstDay", () => {
  it("is the first day with the lowest score", () => {
    const week = weekScores(
      [
        { date: "2025-10-06", score: 4 },
        { date: "2025-10-07", score: 2 },
        { date: "2025-10-08", score: 3 },
        { date: "2025-10-09", score: 2 },
        { date: "2025-10-10", score: 5 },
        { date: "2025-10-11", score: 5 },
        { date: "2025-10-12", score: 5 },
      ],
      ALL_DAYS,
      tashkentNoon("2025-10-08"),
    );
    expect(worstDay(week)).toEqual({ day: "Se", date: "2025-10-07", score: 2 });
  });

  it("is Monday when every day is 0", () => {
    expect(worstDay(weekScores([], ALL_DAYS, tashkentNoon("2025-10-08")))?.day).toBe("Du");
  });

  it("is null for no days", () => {
    expect(worstDay([])).toBeNull();
  });
});

describe("totalScore", () => {
  it("sums every score, whatever its date form", () => {
    expect(totalScore([{ date: "2025-10-06", score: 5 }, { date: "5-oktabr", score: 7 }])).toBe(12);
  });

  it("is 0 for no scores and skips non-numbers", () => {
    expect(totalScore([])).toBe(0);
    expect(totalScore([{ date: "2025-10-06", score: Number.NaN }, { date: "2025-10-06", score: 3 }])).toBe(3);
  });
});

describe("monthlyPoints", () => {
  const scores: TodayScore[] = [
    { date: "2025-09-30", score: 100 },
    { date: "2025-10-01", score: 4 },
    { date: "2025-10-31", score: 6 },
    { date: "2025-11-01", score: 100 },
    { date: "2024-10-15", score: 100 },
    { date: "5-oktabr", score: 100 },
  ];

  it("sums the scores in the calendar month of now", () => {
    expect(monthlyPoints(scores, tashkentNoon("2025-10-15"))).toBe(10);
  });

  it("uses Tashkent's month at the month boundary", () => {
    expect(monthlyPoints(scores, new Date("2025-10-31T19:30:00Z"))).toBe(100);
    expect(monthlyPoints(scores, new Date("2025-10-31T18:30:00Z"))).toBe(10);
  });
});

describe("isDayLabel", () => {
  it("accepts the seven labels only", () => {
    expect(DAY_LABELS.every(isDayLabel)).toBe(true);
    expect(isDayLabel("Mo")).toBe(false);
    expect(isDayLabel("du")).toBe(false);
    expect(isDayLabel(1)).toBe(false);
  });
});
