import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./forwarded-for";

const SOCKET = "10.0.0.5";

describe("clientAddressOf", () => {
  it("is the socket's address unless a proxy is trusted", () => {
    expect(clientAddressOf("203.0.113.7", SOCKET, false)).toBe(SOCKET);
    expect(clientAddressOf(undefined, SOCKET, true)).toBe(SOCKET);
    expect(clientAddressOf(undefined, undefined, false)).toBe("unknown");
  });

  it.each([
    ["the one entry a proxy set", "203.0.113.7", "203.0.113.7"],
    ["the entry the proxy appended, not what the client sent before it", "1.2.3.4, 203.0.113.7", "203.0.113.7"],
    ["the right-most of a long chain the client forged", "9.9.9.9,8.8.8.8 ,  203.0.113.7", "203.0.113.7"],
    ["an IPv6 address", "1.2.3.4, 2001:db8::1", "2001:db8::1"],
  ])("with TRUST_PROXY=1 takes %s", (_what, header, client) => {
    expect(clientAddressOf(header, SOCKET, true)).toBe(client);
  });

  it("reads several headers in order, the last one's last entry", () => {
    expect(clientAddressOf(["1.2.3.4", "5.6.7.8, 203.0.113.7"], SOCKET, true)).toBe("203.0.113.7");
  });

  it.each([["empty", ""], ["a trailing comma", "203.0.113.7,"], ["not an address", "1.2.3.4, unknown"], ["an address with a port", "203.0.113.7:5000"]])(
    "falls back to the socket when the right-most entry is %s",
    (_what, header) => {
      expect(clientAddressOf(header, SOCKET, true)).toBe(SOCKET);
    },
  );
});
