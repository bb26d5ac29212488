import { describe, expect, it } from "vitest";
import { GET as getImage } from "@/app/api/course-images/[id]/route";
import { PUT as updateCourse } from "@/app/api/admin/courses/[id]/route";
import { POST as createCourse } from "@/app/api/admin/courses/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const IMAGES = {
  "image/png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  "image/jpeg": new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii("JFIF")]),
  "image/gif": new Uint8Array([...ascii("GIF89a"), 1, 0, 1, 0]),
  "image/webp": new Uint8Array([...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")]),
};

function form(image?: File): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries({ title: "Rasmli kurs", description: "d", instructor: "i", price: "100", duration: "4 hafta" })) body.append(key, value);
  if (image) body.append("image", image);
  return body;
}

async function fetchImage(id: string) {
  return getImage(new Request(`http://localhost:3000/api/course-images/${id}`), { params: Promise.resolve({ id }) });
}

describe("course image upload and GET /api/course-images/{id}", () => {
  it.each(Object.entries(IMAGES))("stores %s sniffed from the bytes and serves it with safe headers", async (type, bytes) => {
    const admin = await createUser({ role: "admin" });
    // The declared type and name lie; only the bytes count.
    const res = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([bytes], "cover.txt", { type: "text/plain" })) });
    expect(res.status).toBe(201);
    const url = (res.body.course as { imageUrl: string }).imageUrl;
    const id = url.split("/").pop() ?? "";
    const image = await fetchImage(id);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe(type);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
  });

  it("serves images without a token (they are public)", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([IMAGES["image/png"]], "a.png")) });
    const id = ((res.body.course as { imageUrl: string }).imageUrl.split("/").pop()) ?? "";
    const image = await call(getImage, { params: { id } });
    expect(image.status).toBe(200);
  });

  it.each([
    ["SVG", new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "image/svg+xml"],
    ["HTML posing as PNG", new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "image/png"],
    ["PDF", new TextEncoder().encode("%PDF-1.7 ..."), "application/pdf"],
  ])("refuses %s with 415 and creates nothing", async (_case, bytes, declared) => {
    const admin = await createUser({ role: "admin" });
    const [courses, images] = [await db().course.count(), await db().courseImage.count()];
    const res = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([bytes], "x.png", { type: declared })) });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, message: "Faqat PNG, JPEG, WebP yoki GIF rasm yuklash mumkin" });
    expect([await db().course.count(), await db().courseImage.count()]).toEqual([courses, images]);
  });

  it("refuses an image over 2 MB with 413 and its message", async () => {
    const admin = await createUser({ role: "admin" });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(IMAGES["image/png"]);
    const before = await db().course.count();
    const res = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([big], "big.png")) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: "Rasm hajmi 2 MB dan oshmasligi kerak" });
    expect(await db().course.count()).toBe(before);
  });

  it("accepts an image of exactly 2 MB", async () => {
    const admin = await createUser({ role: "admin" });
    const exact = new Uint8Array(2 * 1024 * 1024);
    exact.set(IMAGES["image/jpeg"]);
    const res = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([exact], "ok.jpg")) });
    expect(res.status).toBe(201);
  });

  it("refuses a body far over the limit with 413 before reading it", async () => {
    const admin = await createUser({ role: "admin" });
    const huge = new Uint8Array(4 * 1024 * 1024);
    huge.set(IMAGES["image/png"]);
    const res = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([huge], "huge.png")) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it("keeps the old image when a replacement is refused", async () => {
    const admin = await createUser({ role: "admin" });
    const created = await call(createCourse, { method: "POST", token: admin.token, body: form(new File([IMAGES["image/png"]], "a.png")) });
    const course = created.body.course as { id: string; imageUrl: string };
    const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: form(new File([new TextEncoder().encode("nope")], "b.png")) });
    expect(res.status).toBe(415);
    const image = await fetchImage(course.imageUrl.split("/").pop() ?? "");
    expect(image.status).toBe(200);
  });

  it("answers 404 for an unknown image", async () => {
    const res = await call(getImage, { params: { id: "no-such-image" } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: "Rasm topilmadi" });
  });
});
