"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useAdminSocket } from "@/components/admin/use-admin-socket";
import { questionKeys } from "@/components/questions/questions-data";
import { reviewKeys } from "@/components/review/review-data";

/**
 * Keeps a teacher's question and review lists live (issue 41): the socket hears of a new question
 * or project iteration of the teacher's groups, and the lists in the page's query cache are read
 * again. A channel that was down reads them again when it is back. Renders nothing.
 */
export function TeachLive() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: questionKeys.all }), client.invalidateQueries({ queryKey: reviewKeys.all })]);
  useAdminSocket({
    onQuestion: () => void client.invalidateQueries({ queryKey: questionKeys.all }),
    onReview: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
    onConnectionChange: (connected) => {
      if (connected) void refresh();
    },
  });
  return null;
}
