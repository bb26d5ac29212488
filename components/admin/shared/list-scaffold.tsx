"use client";

import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "./load-error";

type Props = {
  /** The load failure in words (errorText), or null. */
  error: string | null;
  onRetry: () => void;
  /** Nothing read yet: the skeleton stands in. */
  loading: boolean;
  /** The words when there is nothing to list, or null when there is. */
  empty: string | null;
  /** The skeleton's shape; else `rows` rounded rows. */
  skeleton?: ReactNode;
  rows?: number;
  children: ReactNode;
};

/** An admin list's four states (spec §8): the load error with its retry, the skeleton, the empty card, the list. */
export function ListScaffold({ error, onRetry, loading, empty, skeleton, rows = 5, children }: Props) {
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading)
    return (
      skeleton ?? (
        <div className="space-y-2">
          {Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      )
    );
  if (empty !== null) return <Card className="py-12 text-center text-sm text-gray-400">{empty}</Card>;
  return children;
}
