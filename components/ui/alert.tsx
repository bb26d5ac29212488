import type { ReactNode } from "react";
import { cn } from "./cn";

/** The green success / red error banner of the spec's forms. */
export function Alert({ tone, children, className }: { tone: "success" | "error" | "info"; children: ReactNode; className?: string }) {
  const tones = {
    success: "bg-emerald-500/10 text-emerald-300 ring-emerald-500/30",
    error: "bg-red-500/10 text-red-300 ring-red-500/30",
    info: "bg-sky-500/10 text-sky-300 ring-sky-500/30",
  };
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn("rounded-lg px-4 py-3 text-sm ring-1", tones[tone], className)}>
      {children}
    </div>
  );
}
