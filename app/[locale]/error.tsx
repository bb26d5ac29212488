"use client";

import { ErrorContent } from "@/components/shell/error-content";

/**
 * A page that failed on the server shows this inside the root layout. When the database did
 * not answer, server.ts gives the answer status 503 and Retry-After (lib/boot/database-faults.ts).
 */
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry?: () => void; reset: () => void }) {
  return <ErrorContent retry={retry} />;
}
