import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipJsonAnswer, keepRouteEncoding, plainJson, ROUTE_ENCODING_HEADER, ROUTE_LENGTH_HEADER } from "./route-compression";

const takesGzip = new Request("http://localhost/api/x", { headers: { "accept-encoding": "gzip" } });
const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ id: `row-${i}`, name: `Talaba ${i}` })) });
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe("gzipJsonAnswer", () => {
  it("gzips a large answer (past the event-loop bound) to the same bytes, keeping status and headers", async () => {
    const data = rows(5_000);
    const plain = JSON.stringify(data);
    expect(plain.length).toBeGreaterThan(64 * 1024);
    const answer = await gzipJsonAnswer(takesGzip, Response.json(data, { status: 201, headers: { "x-request-id": "r1" } }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-request-id")).toBe("r1");
    expect(answer.headers.get(ROUTE_ENCODING_HEADER)).toBe("gzip");
    expect(gunzipSync(await bytesOf(answer)).toString("utf8")).toBe(plain);
  });

  it("gzips a middle-sized answer in one step", async () => {
    const data = rows(100);
    const answer = await gzipJsonAnswer(takesGzip, Response.json(data));
    expect(answer.headers.get(ROUTE_ENCODING_HEADER)).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytesOf(answer)).toString("utf8"))).toEqual(data);
  });

  it("leaves an answer under a kilobyte plain with its length (Next's compression then leaves it too), and says it varies", async () => {
    const answer = await gzipJsonAnswer(takesGzip, Response.json(rows(3)));
    expect(answer.headers.get(ROUTE_ENCODING_HEADER)).toBeNull();
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(answer.headers.get(ROUTE_LENGTH_HEADER)).toBe(String(Buffer.byteLength(JSON.stringify(rows(3)))));
    expect(await answer.json()).toEqual(rows(3));
  });

  it("plainJson says its length and type", async () => {
    const answer = plainJson({ status: "ok" }, { status: 503, headers: { "retry-after": "5" } });
    expect([answer.status, answer.headers.get("content-type"), answer.headers.get(ROUTE_LENGTH_HEADER), answer.headers.get("retry-after")]).toEqual([503, "application/json", "15", "5"]);
    expect(await answer.json()).toEqual({ status: "ok" });
  });

  it("leaves a large answer plain for a client that refuses gzip", async () => {
    const refuses = new Request("http://localhost/api/x", { headers: { "accept-encoding": "gzip;q=0, identity" } });
    const answer = await gzipJsonAnswer(refuses, Response.json(rows(100)));
    expect(answer.headers.get(ROUTE_ENCODING_HEADER)).toBeNull();
    expect(await answer.json()).toEqual(rows(100));
  });

  it("leaves other answers as they are", async () => {
    const html = new Response("<p>".repeat(2_000), { headers: { "content-type": "text/html" } });
    expect(await gzipJsonAnswer(takesGzip, html)).toBe(html);
    const encoded = new Response("x", { headers: { "content-type": "application/json", "content-encoding": "br" } });
    expect(await gzipJsonAnswer(takesGzip, encoded)).toBe(encoded);
  });
});

describe("keepRouteEncoding", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Headers set the way Next copies a route's answer: each value as an array.
    server = createServer((req, res) => {
      keepRouteEncoding(res);
      res.setHeader("Content-Type", ["application/json"]);
      res.setHeader("Vary", ["Accept-Encoding", "rsc"]);
      if (req.url === "/zipped") res.setHeader(ROUTE_ENCODING_HEADER, ["gzip"]);
      if (req.url === "/sized") res.setHeader(ROUTE_LENGTH_HEADER, ["2"]);
      res.end(req.url === "/zipped" ? Buffer.from([0x1f, 0x8b]) : "{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const headersOf = (path: string) =>
    new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      get(`${base}${path}`, (res) => {
        res.resume();
        resolve(res.headers);
      }).on("error", reject);
    });

  it("sends a route's own encoding as Content-Encoding, and not its internal name", async () => {
    const headers = await headersOf("/zipped");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers[ROUTE_ENCODING_HEADER]).toBeUndefined();
  });

  it("sends a route's own length as Content-Length, and not its internal name", async () => {
    const headers = await headersOf("/sized");
    expect(headers["content-length"]).toBe("2");
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers[ROUTE_LENGTH_HEADER]).toBeUndefined();
  });

  it("sets a one-value Content-Type as a string, and leaves other lists alone", async () => {
    const headers = await headersOf("/plain");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers.vary).toBe("Accept-Encoding, rsc");
  });
});
