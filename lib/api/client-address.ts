/** Set by server.ts from the socket (or a trusted proxy); a client's own value is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-qadam-client-address";
