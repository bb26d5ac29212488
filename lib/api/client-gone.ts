/**
 * The request's client closed its connection before the work began: the work is not run, and
 * the route answers 499 (nginx's "client closed request"), which only the access log sees.
 */
export class ClientGoneError extends Error {
  constructor() {
    super("client_gone");
    this.name = "ClientGoneError";
  }
}

export const CLIENT_GONE_STATUS = 499;
