import { POST as redeem } from "@/app/api/parent/children/route";
import { formPost } from "@/lib/api/form-post";

// POST /auth/link-child — the parent's pairing-code form: links the child, then shows them on /parent
export const POST = formPost({
  handler: redeem,
  form: "link",
  fields: ["code"],
  back: () => "/parent",
  onward: (answer) => `/parent?child=${encodeURIComponent((answer.child as { id: string }).id)}`,
});
