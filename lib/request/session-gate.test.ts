import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SessionGate } from "./session-gate";

// A server whose handler holds every answer until the test lets it go, behind the gate keyed on
// the Authorization header, as server.ts keys it on the session's token.
let server: Server | undefined;

async function start(gate: SessionGate) {
  const held: { label: string; res: ServerResponse }[] = [];
  const started: string[] = [];
  server = createServer((req, res) => {
    const label = String(req.headers["x-label"]);
    gate.admit(
      req.headers.authorization ?? null,
      req,
      res,
      () => {
        started.push(label);
        held.push({ label, res });
      },
      (retryAfterSeconds) => {
        res.writeHead(429, { "retry-after": String(retryAfterSeconds) });
        res.end("busy");
      },
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (label: string, token: string | null, signal?: AbortSignal) =>
    fetch(base, { headers: { "x-label": label, ...(token ? { authorization: token } : {}) }, signal }).then(
      async (response) => ({ label, status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() }),
      () => ({ label, status: 0, retryAfter: null, body: "" }),
    );
  /** Answers the held request `label`. */
  const release = (label: string) => {
    const at = held.findIndex((each) => each.label === label);
    held.splice(at, 1)[0]!.res.end(label);
  };
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { send, release, started, until };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe("one session's requests enter a few at a time (issue 46 item 2)", () => {
  it("holds a session's requests past its places in order, never another session's or a visitor's, and refuses past its queue", async () => {
    const gate = new SessionGate({ inFlight: 2, waiting: 3 });
    const { send, release, started, until } = await start(gate);
    const flood = ["a1", "a2", "a3", "a4", "a5"].map((label) => send(label, "Bearer A"));
    await until(() => started.length === 2);
    // Another session and a visitor are started at once, while A's three wait.
    const other = send("b1", "Bearer B");
    const visitor = send("v1", null);
    await until(() => started.length === 4);
    expect(started).toEqual(expect.arrayContaining(["b1", "v1"]));
    release("b1");
    release("v1");
    expect(await other).toMatchObject({ status: 200, body: "b1" });
    expect(await visitor).toMatchObject({ status: 200, body: "v1" });
    // A's sixth finds its queue full.
    expect(await send("a6", "Bearer A")).toMatchObject({ status: 429, retryAfter: "5" });
    // Each answer lets the next of A's in, in the order they came.
    const firstTwo = started.filter((label) => label.startsWith("a"));
    expect(firstTwo.sort()).toEqual(["a1", "a2"]);
    for (const label of ["a1", "a2", "a3", "a4", "a5"]) {
      await until(() => started.includes(label));
      release(label);
    }
    expect((await Promise.all(flood)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(started.filter((label) => label.startsWith("a")).slice(2)).toEqual(["a3", "a4", "a5"]);
    await until(() => gate.sessions === 0);
  });

  it("gives no place to a waiting request whose client left, and forgets a session with nothing in flight", async () => {
    const gate = new SessionGate({ inFlight: 1, waiting: 5 });
    const { send, release, started, until } = await start(gate);
    const first = send("a1", "Bearer A");
    await until(() => started.length === 1);
    const gone = new AbortController();
    const left = send("a2", "Bearer A", gone.signal);
    const last = send("a3", "Bearer A");
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await left;
    // The client of a2 left while it waited; a2 is handed to start (which drops such a request
    // in server.ts) and a3 takes the place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release("a1");
    await first;
    await until(() => started.includes("a3"));
    release("a3");
    expect(await last).toMatchObject({ status: 200, body: "a3" });
    await until(() => gate.sessions === 0);
  });
});
