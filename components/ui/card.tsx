import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** The card look, for elements that are not a div (`cn(cardClass, "p-0")` for content to the edge). */
export const cardClass = "rounded-2xl bg-surface-raised p-5 ring-1 ring-white/10";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(cardClass, className)} {...props} />;
}
