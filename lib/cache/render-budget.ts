import { TokenBucket } from "limiter";
import { LRUCache } from "lru-cache";

/**
 * How many renders of input-dependent public pages (a search, a student's card, a page number)
 * a client may cause, on one instance (issue 26 §2: a flood of unique query strings rendered
 * each anew, and the kept pages fell to a fifth of their rate). A page kept in memory costs no
 * render and is never counted, and neither is a visitor who waits for another's render of the
 * same page; so a school sharing one address spends the budget only on variants nobody opened
 * yet. Each client's bucket drains into one shared by all, which bounds a flood spread over
 * many addresses too. A refused request is told when to come back (Retry-After).
 */
export type RenderBudgetOptions = {
  /** Renders one client may cause at once, and per second after that. */
  perClient: { burst: number; perSecond: number };
  /** The same for every client together. */
  total: { burst: number; perSecond: number };
  /** Clients remembered; the least recently seen is forgotten first (its bucket starts full again). */
  maxClients: number;
};

export const RENDER_BUDGET: RenderBudgetOptions = {
  // A class opening 30 different students' cards from one address within seconds is served
  // (the burst is RATE_LIMIT_RENDERS_PER_ADDRESS, 60 by default).
  perClient: { burst: 60, perSecond: 2 },
  total: { burst: 120, perSecond: 10 },
  maxClients: 10_000,
};

/** The budget with RATE_LIMIT_RENDERS_PER_ADDRESS as one client's burst; all clients together get at least as much. */
export function renderBudgetFor(perAddress: number): RenderBudgetOptions {
  return {
    ...RENDER_BUDGET,
    perClient: { ...RENDER_BUDGET.perClient, burst: perAddress },
    total: { ...RENDER_BUDGET.total, burst: Math.max(RENDER_BUDGET.total.burst, perAddress) },
  };
}

function fullBucket(limit: { burst: number; perSecond: number }, parentBucket?: TokenBucket): TokenBucket {
  const bucket = new TokenBucket({ bucketSize: limit.burst, tokensPerInterval: limit.perSecond, interval: "second", parentBucket });
  // A bucket starts empty; a client seen for the first time has its whole burst.
  bucket.content = limit.burst;
  return bucket;
}

export class RenderBudget {
  private readonly total: TokenBucket;
  private readonly clients: LRUCache<string, TokenBucket>;

  constructor(private readonly options: RenderBudgetOptions = RENDER_BUDGET) {
    this.total = fullBucket(options.total);
    this.clients = new LRUCache({ max: options.maxClients });
  }

  /** Takes one render for `client`: null when it may render, else the seconds until it may. */
  take(client: string): number | null {
    let bucket = this.clients.get(client);
    if (!bucket) {
      bucket = fullBucket(this.options.perClient, this.total);
      this.clients.set(client, bucket);
    }
    if (bucket.tryRemoveTokens(1)) return null;
    return Math.max(1, Math.ceil(bucket.getWaitTime(1) / 1000));
  }
}
