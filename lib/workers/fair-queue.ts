/**
 * A queue per key served in turn: each take removes the head of the next key's queue, so one
 * key's many items wait behind each other, never in front of another key's few (issue 46 item 1:
 * 50 infinite loops of 3 students held a correct submission 260 s). A key with nothing waiting
 * is forgotten.
 */
export class FairQueue<T> {
  private readonly queues = new Map<string, T[]>();
  /** The keys with items waiting, in the order their next turns come. */
  private readonly turns: string[] = [];
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
      this.turns.push(key);
    }
    this.count++;
  }

  /** The head of the next key's queue in turn; that key's next turn comes after every other key's. */
  shift(): T | undefined {
    const key = this.turns.shift();
    if (key === undefined) return undefined;
    const queue = this.queues.get(key)!;
    const item = queue.shift()!;
    if (queue.length > 0) this.turns.push(key);
    else this.queues.delete(key);
    this.count--;
    return item;
  }
}
