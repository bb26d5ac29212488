import { describe, expect, it } from "vitest";
import { statementParts } from "./statement-parts";

describe("statementParts", () => {
  it("reads `code` and **bold** and leaves the rest as text", () => {
    expect(statementParts("Sahifaga `<h1>` sarlavha qo'shing, matni: **Salom, dunyo!**")).toEqual([
      { kind: "text", text: "Sahifaga " },
      { kind: "code", text: "<h1>" },
      { kind: "text", text: " sarlavha qo'shing, matni: " },
      { kind: "bold", text: "Salom, dunyo!" },
    ]);
  });

  it("keeps asterisks inside code and unclosed markers as they are", () => {
    expect(statementParts("`a ** b` va **ochiq")).toEqual([
      { kind: "code", text: "a ** b" },
      { kind: "text", text: " va **ochiq" },
    ]);
    expect(statementParts("2 * 3 = 6, `yopilmagan")).toEqual([{ kind: "text", text: "2 * 3 = 6, `yopilmagan" }]);
    expect(statementParts("**** bo'sh")).toEqual([{ kind: "text", text: "**** bo'sh" }]);
  });

  it("never turns text into markup: tags stay text", () => {
    expect(statementParts("**<img src=x onerror=alert(1)>**")).toEqual([{ kind: "bold", text: "<img src=x onerror=alert(1)>" }]);
  });
});
