import { describe, expect, it } from "vitest";
import { apiText, issueText } from "@/lib/i18n/api-text";
import { courseFormBody } from "./course-form";

const valid = { title: " Kurs ", description: "Tavsif", instructor: "Ustoz", price: "500000", duration: "8 hafta" };
const firstMessage = (input: Record<string, unknown>) => {
  const result = courseFormBody.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? apiText("uz", issueText(issue)) : null;
};

describe("courseFormBody", () => {
  it("trims, converts the price and fills the defaults", () => {
    expect(courseFormBody.parse(valid)).toEqual({
      title: "Kurs", description: "Tavsif", instructor: "Ustoz", price: 500_000, duration: 8,
      level: "beginner", category: "", tags: [], image: undefined, removeImage: false,
    });
  });

  it.each(["title", "description", "instructor", "price", "duration"])("requires %s", (field) => {
    expect(firstMessage({ ...valid, [field]: undefined })).toBe("Barcha maydonlarni to'ldiring");
    expect(firstMessage({ ...valid, [field]: "  " })).toBe("Barcha maydonlarni to'ldiring");
  });

  it.each([
    ["0", 0],
    ["1000000000", 1_000_000_000],
    [" 42 ", 42],
  ])("accepts price %j", (price, expected) => {
    expect(courseFormBody.parse({ ...valid, price }).price).toBe(expected);
  });

  it.each([
    ["-1", "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["1.5", "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["1e6", "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["0x10", "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["1000000001", "Narx juda katta"],
  ])("refuses price %j", (price, message) => {
    expect(firstMessage({ ...valid, price })).toBe(message);
  });

  it.each([
    ["Boshlang'ich", "beginner"],
    ["O'rta", "intermediate"],
    ["Yuqori", "advanced"],
    ["advanced", "advanced"],
  ])("accepts level %s as %s (the spec's Uzbek names and the stored values)", (level, stored) => {
    expect(courseFormBody.parse({ ...valid, level }).level).toBe(stored);
  });

  it.each([
    ["8 hafta", 8],
    ["12", 12],
  ])("reads the duration %j as %i weeks", (duration, weeks) => {
    expect(courseFormBody.parse({ ...valid, duration }).duration).toBe(weeks);
  });

  it.each(["3 oy", "0", "105"])("refuses the duration %j", (duration) => {
    expect(firstMessage({ ...valid, duration })).toBe("Davomiylik 1 dan 104 gacha hafta bo'lishi kerak (masalan, \"4 hafta\")");
  });

  it("refuses another level", () => {
    expect(firstMessage({ ...valid, level: "boshlang'ich" })).toBe("Daraja Boshlang'ich, O'rta yoki Yuqori bo'lishi kerak");
  });

  it("reads tags as a JSON array, trimmed and without repeats", () => {
    expect(courseFormBody.parse({ ...valid, tags: '[" html ", "css", "css"]' }).tags).toEqual(["html", "css"]);
    expect(courseFormBody.parse({ ...valid, tags: "" }).tags).toEqual([]);
  });

  it.each([
    ["not JSON", "html,css"],
    ["an object", '{"a":1}'],
    ["numbers", "[1]"],
    ["an empty tag", '[""]'],
    ["a tag over 40 characters", JSON.stringify(["x".repeat(41)])],
    ["more than 20 tags", JSON.stringify(Array.from({ length: 21 }, (_, i) => `t${i}`))],
  ])("refuses tags that are %s", (_case, tags) => {
    expect(firstMessage({ ...valid, tags })).toBe("Teglar ro'yxati noto'g'ri (JSON massiv, har biri 40 belgigacha)");
  });

  it("keeps a non-empty file, drops an empty one, and reads removeImage", () => {
    const file = new File([new Uint8Array([1])], "a.png");
    expect(courseFormBody.parse({ ...valid, image: file }).image).toBe(file);
    expect(courseFormBody.parse({ ...valid, image: new File([], "") }).image).toBeUndefined();
    expect(courseFormBody.parse({ ...valid, image: "" }).image).toBeUndefined();
    expect(courseFormBody.parse({ ...valid, removeImage: "1" }).removeImage).toBe(true);
    expect(courseFormBody.parse({ ...valid, removeImage: "0" }).removeImage).toBe(false);
  });
});
