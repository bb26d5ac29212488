import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { CSV_FORMULA, csvDateTime, paymentsCsv } from "./payments-csv";
import type { AdminPayment } from "./shapes";

function payment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: "p1", kind: "topup", status: "pending", amount: 150_000, paymentMethod: "card", description: "", transactionId: "TX1",
    createdAt: new Date("2026-03-01T20:30:00Z"), decidedAt: null, user: { id: "u1", fullName: "Aziza", phone: "+998901234567", balance: 0 },
    course: null, decidedBy: null, decisionReason: "", receipt: null, provider: null, ...overrides,
  };
}

const rows = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("csvDateTime", () => {
  it("writes Tashkent wall-clock time", () => {
    expect(csvDateTime(new Date("2026-03-01T20:30:00Z"))).toBe("2026-03-02 01:30");
    expect(csvDateTime(new Date("2026-12-31T18:59:00Z"))).toBe("2026-12-31 23:59");
  });
});

describe("paymentsCsv", () => {
  it("starts with a BOM and the header, one row a payment", () => {
    const csv = paymentsCsv([payment(), payment({ transactionId: null, status: "approved" })]);
    expect(csv.startsWith('\uFEFF"user","date","amount","method","status","transaction id"\r\n')).toBe(true);
    expect(rows(csv).slice(1)).toEqual([
      ["Aziza", "2026-03-02 01:30", "150000", "card", "pending", "TX1"],
      ["Aziza", "2026-03-02 01:30", "150000", "card", "approved", ""],
    ]);
  });

  it("keeps commas, quotes, newlines and Uzbek letters", () => {
    const name = "O'g'il \"Oʻgʻiljon\", Qo'chqor\nikkinchi qator";
    expect(rows(paymentsCsv([payment({ user: { id: "u", fullName: name, phone: "+998901234567", balance: 0 } })]))[1]?.[0]).toBe(name);
  });

  it.each([
    ["=SUM(A1)", "'=SUM(A1)"],
    ["@cmd", "'@cmd"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-1+2", "'-1+2"],
    ["+998901234567", "+998901234567"],
    ["Aziza", "Aziza"],
  ])("writes %j as %j", (fullName, cell) => {
    expect(rows(paymentsCsv([payment({ user: { id: "u", fullName, phone: "+998901234567", balance: 0 } })]))[1]?.[0]).toBe(cell);
  });

  it("quotes every field, so a spreadsheet that splits on ';' cannot make a cell of part of one", () => {
    const fullName = "x;=cmd|' /C calc'!A0;y";
    const csv = paymentsCsv([payment({ user: { id: "u", fullName, phone: "+998901234567", balance: 0 } }), payment({ transactionId: "a;@b" })]);
    const QUOTED_LINE = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;
    for (const line of csv.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean)) expect(line).toMatch(QUOTED_LINE);
    expect(rows(csv)[1]?.[0]).toBe(fullName);
    // Excel in the Uzbek and Russian locales reads the file with ';' as the separator.
    const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data.flat();
    expect(cells.filter((cell) => CSV_FORMULA.test(cell.trim()))).toEqual([]);
  });

  it("answers only the header for no payments", () => {
    expect(paymentsCsv([])).toBe('\uFEFF"user","date","amount","method","status","transaction id"\r\n');
  });
});
