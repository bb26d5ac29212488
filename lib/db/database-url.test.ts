import { parse } from "pg-connection-string";
import { describe, expect, it } from "vitest";
import { databaseUrlFromParts, passwordOf } from "./database-url";

describe("databaseUrlFromParts", () => {
  it.each(["a/b", "p@ss#word?x=1", "100%/sure:yes", "пароль with spaces", "end/"])("keeps the password %j whole", (password) => {
    const url = databaseUrlFromParts({ host: "db", port: "5432", user: "qadam", password, database: "qadam" });
    // node-postgres reads it back to the same parts, and so does our own reader.
    expect(parse(url)).toMatchObject({ host: "db", port: "5432", user: "qadam", password, database: "qadam" });
    expect(passwordOf(url)).toBe(password);
  });

  it("defaults the database to the user, as libpq does", () => {
    expect(databaseUrlFromParts({ host: "db", user: "qadam" })).toBe("postgresql://qadam@db/qadam");
  });
});

describe("passwordOf", () => {
  it("says how to fix a URL whose password was pasted in unencoded", () => {
    expect(() => passwordOf("postgresql://qadam:a/b#c@db:5432/qadam")).toThrow(/percent-encode.*PGPASSWORD/);
  });
});
