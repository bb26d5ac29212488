// Issue 42: turns what a player says about its clock (an .mp4's timeupdate, YouTube's and
// Vimeo's messages) into the ranges that were actually played. A jump (a seek, or the clock
// moving more than MAX_STEP between two reports) starts a new range, so skipping ahead never
// counts as watching.

export type Range = [start: number, end: number];

/** The most a player's clock moves between two reports while playing (reports come about 4 times a second). */
export const MAX_STEP_SECONDS = 3;

/**
 * How late a player's first 'playing' report may come after it stood still: the clock may have
 * run this far from the second it stood at (a busy phone fires 'playing' a moment after play).
 */
export const MAX_START_LAG_SECONDS = 1;

export class WatchTracker {
  private current: Range | null = null;
  private pending: Range[] = [];
  private lastTime: number | null = null;
  /** Where the player stands, in seconds. */
  position = 0;
  /** The video's length as the player knows it; 0 until it does. */
  duration = 0;

  /** The player is at `time` (seconds) and `playing` or not. */
  observe(time: number, playing: boolean, duration?: number): void {
    if (!Number.isFinite(time) || time < 0) return;
    if (duration !== undefined && Number.isFinite(duration) && duration > 0) this.duration = duration;
    this.position = time;
    const step = this.lastTime === null ? null : time - this.lastTime;
    const continuous = this.current !== null && step !== null && step >= 0 && step <= MAX_STEP_SECONDS;
    // The clock moved on from a playing range: it played up to here, even if it stopped just now
    // (the report that says 'paused' carries the second playback stopped at).
    if (continuous) this.current![1] = time;
    if (!playing || !continuous) {
      // A player that stood still at lastTime and now plays a moment later played from there.
      const startedLate = this.current === null && step !== null && step >= 0 && step <= MAX_START_LAG_SECONDS;
      this.close();
      if (playing) this.current = [startedLate ? this.lastTime! : time, time];
    }
    this.lastTime = time;
  }

  /** Playback stopped where it stands (pause, end): the open range is kept; playing again continues from here. */
  pause(): void {
    this.close();
  }

  /** The player jumps (a seek starts): the open range is kept, and the next one starts wherever the clock lands. */
  seek(): void {
    this.close();
    this.lastTime = null;
  }

  /** The ranges played since the last take, including the open one so far; the open one continues. */
  take(): Range[] {
    const taken = [...this.pending];
    this.pending = [];
    if (this.current && this.current[1] > this.current[0]) {
      taken.push([this.current[0], this.current[1]]);
      this.current = [this.current[1], this.current[1]];
    }
    return taken;
  }

  /**
   * Ranges the player played before anyone watched it: an .mp4 started on a slow phone before the
   * page's scripts ran, read from its `played` list. They go with the next take; the server merges
   * them with whatever it already has.
   */
  playedBefore(ranges: Range[]): void {
    for (const [start, end] of ranges) {
      if (Number.isFinite(start) && Number.isFinite(end) && start >= 0 && end > start) this.pending.push([start, end]);
    }
  }

  /** Puts ranges back after a failed send (the server merges them idempotently). */
  restore(ranges: Range[]): void {
    this.pending.unshift(...ranges);
  }

  private close(): void {
    if (this.current && this.current[1] > this.current[0]) this.pending.push(this.current);
    this.current = null;
  }
}
