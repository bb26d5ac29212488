import { route } from "@/lib/api/route";
import { findOutbox, outboxQuery } from "@/lib/outbox/find-outbox";

// GET /api/admin/outbox?page= — the messages to send and sent, newest first, with their texts and why one failed
export const GET = route({ auth: "admin", query: outboxQuery }, async ({ query }) => findOutbox(query.page));
