// Issue 42: what a student watched of a lesson's video, as merged [start, end) ranges of whole
// seconds. Pure, so the merge is the same on every call: merging a batch twice changes nothing.

export type WatchedRange = readonly [start: number, end: number];

/** At most this many ranges are kept per student and lesson; beyond, the closest ones are joined. */
export const MAX_STORED_RANGES = 200;

/**
 * The ranges clipped to [0, length], kept to the millisecond, sorted, with overlapping and
 * touching ones joined. Seconds are counted whole only in the total (coveredSeconds rounds down),
 * so a range that starts a moment after a second loses nothing and a fraction is never claimed.
 */
export function mergeRanges(ranges: readonly WatchedRange[], length: number): WatchedRange[] {
  const limit = Math.max(0, length);
  const ms = (value: number) => Math.round(value * 1000) / 1000;
  const clipped = ranges
    .map(([start, end]) => [ms(Math.max(0, start)), ms(Math.min(limit, end))] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of clipped) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  while (merged.length > MAX_STORED_RANGES) joinClosest(merged);
  return merged;
}

// Joining the two ranges with the smallest gap keeps the list bounded; the gap counts as watched,
// which is the least generous join there is.
function joinClosest(ranges: [number, number][]): void {
  let at = 0;
  for (let i = 1; i < ranges.length - 1; i++) {
    if (ranges[i + 1]![0] - ranges[i]![1] < ranges[at + 1]![0] - ranges[at]![1]) at = i;
  }
  ranges[at] = [ranges[at]![0], ranges[at + 1]![1]];
  ranges.splice(at + 1, 1);
}

/** The whole seconds the ranges cover, rounded down (they must be merged). */
export function coveredSeconds(ranges: readonly WatchedRange[]): number {
  return Math.floor(ranges.reduce((sum, [start, end]) => sum + (end - start), 0) + 1e-6);
}

/**
 * The most a student may have watched `elapsedSeconds` after the player's first report: twice
 * real time (the players' fastest speed) and half a minute for the first batch and clock skew.
 */
export function watchBudget(elapsedSeconds: number): number {
  return 2 * Math.max(0, elapsedSeconds) + WATCH_SLACK_SECONDS;
}

export const WATCH_SLACK_SECONDS = 30;
