import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Workarounds of ours that wait on a Next release, checked against the installed Next: each test
// describes Next's behaviour today, so it fails the day an upgrade brings the fix, and says what
// to delete then (docs/decisions.md, "The language as a route segment").
const require = createRequire(import.meta.url);
const { sendResponse } = require("next/dist/server/send-response.js") as {
  sendResponse: (req: unknown, res: unknown, response: Response, waitUntil?: Promise<unknown>) => Promise<void>;
};
const { NodeNextRequest, NodeNextResponse } = require("next/dist/server/base-http/node.js") as {
  NodeNextRequest: new (req: unknown) => unknown;
  NodeNextResponse: new (res: ServerResponse) => unknown;
};

/** The `Content-Type` value Next hands Node's setHeader for a route handler's JSON answer. */
async function contentTypeNextSets(): Promise<unknown> {
  let seen: unknown;
  const server = createServer((req, res) => {
    const setHeader = res.setHeader;
    res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
      if (name.toLowerCase() === "content-type") seen = value;
      return setHeader.call(this, name, value);
    } as ServerResponse["setHeader"];
    void sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), Response.json({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/" }, (res) => res.resume().on("end", resolve)).on("error", reject).end();
    });
  } finally {
    server.close();
  }
  return seen;
}

describe("Next's behaviour our workarounds wait on", () => {
  it("still copies a route handler's one Content-Type as an array (vercel/next.js#98007, fix #98044)", async () => {
    // When this fails, Next sets the string itself: delete the Content-Type half of
    // keepRouteEncoding (lib/request/route-compression.ts) and its decisions.md note.
    expect(await contentTypeNextSets()).toEqual(["application/json"]);
  });
});
