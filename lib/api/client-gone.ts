/**
 * The request's client closed its connection before the work began: the work is not run, and
 * the route answers 499 (nginx's "client closed request"), which only the access log sees.
 */
const CLIENT_GONE = Symbol.for("qadam.ClientGoneError");

export class ClientGoneError extends Error {
  readonly [CLIENT_GONE] = true;

  /** Branded as AppError is (lib/errors/app-error.ts): a worker pool's copy of this class is the route's too. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[CLIENT_GONE] === true;
  }

  constructor() {
    super("client_gone");
    this.name = "ClientGoneError";
  }
}

export const CLIENT_GONE_STATUS = 499;
