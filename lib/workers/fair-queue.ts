/**
 * A queue per key served in turn: each take removes the head of the next key's queue, so one
 * key's many items wait behind each other, never in front of another key's few (issue 46 item 1:
 * 50 infinite loops of 3 students held a correct submission 260 s). A key with nothing waiting
 * is forgotten.
 *
 * A key that comes with nothing waiting is served before the keys already served once and still
 * waiting (the new and old flows of FQ-CoDel, RFC 8290): a student who sends one run at a time
 * waits behind the run in progress and other such students' single runs, never behind a turn of
 * every flooding student (the bench's 4th student waited 4-5 s behind three flooders' loops of
 * 1 s each). A key is new once per time its queue empties, so the flooders still get every turn
 * the quiet students leave.
 */
export class FairQueue<T> {
  private readonly queues = new Map<string, T[]>();
  /** Keys that came with nothing waiting and were not served since, in the order they came. */
  private readonly newTurns: string[] = [];
  /** Keys served at least once and still waiting, in the order their next turns come. */
  private readonly oldTurns: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Items waiting under `key`. */
  sizeOf(key: string): number {
    return this.queues.get(key)?.length ?? 0;
  }

  push(key: string, item: T): void {
    const queue = this.queues.get(key);
    if (queue) queue.push(item);
    else {
      this.queues.set(key, [item]);
      this.newTurns.push(key);
    }
    this.count++;
  }

  /** The head of the next key's queue: new keys first; the key's next turn comes after every old key's. */
  shift(): T | undefined {
    const key = this.newTurns.shift() ?? this.oldTurns.shift();
    if (key === undefined) return undefined;
    const queue = this.queues.get(key)!;
    const item = queue.shift()!;
    if (queue.length > 0) this.oldTurns.push(key);
    else this.queues.delete(key);
    this.count--;
    return item;
  }
}
