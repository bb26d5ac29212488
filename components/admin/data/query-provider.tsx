"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { newQueryClient } from "@/lib/api/query-client";

/** The one cache of server data for the admin area (CONTRIBUTING.md: "Admin data"). */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
