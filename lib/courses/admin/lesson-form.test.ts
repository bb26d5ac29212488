import { describe, expect, it } from "vitest";
import { apiText, issueText } from "@/lib/i18n/api-text";
import { CODE_SOURCE_INVALID, lessonCreateBody, lessonUpdateBody, VIDEO_UNSUPPORTED } from "./lesson-form";
import { moduleUpdateBody } from "./module-form";

const message = (result: { success: boolean; error?: { issues: Parameters<typeof issueText>[0][] } }) => {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? apiText("uz", issueText(issue)) : null;
};

describe("lessonCreateBody", () => {
  it.each([
    "",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/123456789",
    "https://cdn.example.com/lesson.mp4",
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  ])("accepts video %j", (videoUrl) => {
    expect(lessonCreateBody.safeParse({ title: "Dars", videoUrl }).success).toBe(true);
  });

  it.each([
    "https://example.com/page",
    "http://cdn.example.com/lesson.mp4",
    "javascript:alert(1)",
    '<iframe src="https://evil.example/x"></iframe>',
    "https://youtu.be/abc",
  ])("refuses video %j", (videoUrl) => {
    expect(message(lessonCreateBody.safeParse({ title: "Dars", videoUrl }))).toBe(apiText("uz", VIDEO_UNSUPPORTED));
  });

  it.each(["", "https://github.com/qadam/x", " https://codepen.io/pen/1 "])("accepts code link %j", (codeSourceUrl) => {
    expect(lessonCreateBody.safeParse({ title: "Dars", codeSourceUrl }).success).toBe(true);
  });

  it.each(["http://github.com/x", "github.com/x", "javascript:alert(1)", "https://", "ftp://x.uz/a"])("refuses code link %j", (codeSourceUrl) => {
    expect(message(lessonCreateBody.safeParse({ title: "Dars", codeSourceUrl }))).toBe(apiText("uz", CODE_SOURCE_INVALID));
  });

  it("requires a title and fills empty defaults", () => {
    expect(message(lessonCreateBody.safeParse({ title: "  " }))).toBe("Dars nomi majburiy");
    expect(message(lessonCreateBody.safeParse({}))).toBe("Dars nomi majburiy");
    expect(lessonCreateBody.parse({ title: "D" })).toEqual({ title: "D", description: "", videoUrl: "", codeSourceUrl: "" });
  });
});

describe("order fields", () => {
  it.each([
    [0, 0],
    ["3", 3],
    [undefined, undefined],
  ])("accept %j", (order, expected) => {
    expect(lessonUpdateBody.parse({ title: "D", order }).order).toBe(expected);
    expect(moduleUpdateBody.parse({ title: "M", order }).order).toBe(expected);
  });

  it.each([-1, 0.5, "abc", "", 100_001])("refuse %j", (order) => {
    expect(message(moduleUpdateBody.safeParse({ title: "M", order }))).toBe("Tartib raqami 0 yoki undan katta butun son bo'lishi kerak");
  });
});
