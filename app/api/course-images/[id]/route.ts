import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getCourseImage } from "@/lib/courses/admin/get-course-image";

// GET /api/course-images/{id} — public; the bytes with their sniffed type, cached for good
export const GET = route({ auth: "none", params: idParams }, async ({ params }) => {
  const image = await getCourseImage({ imageId: params.id });
  return new Response(Buffer.from(image.data), {
    headers: {
      "content-type": image.mimeType,
      "content-length": String(image.size),
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
