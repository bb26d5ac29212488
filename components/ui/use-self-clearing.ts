"use client";

import { useEffect, useState } from "react";

/**
 * State that empties itself `ms` after each change: the spec's messages that clear after
 * 5 s (courses page) or 3 s (modules, lessons, enrolment success).
 */
export function useSelfClearing<T>(ms: number): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const handle = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(handle);
  }, [value, ms]);
  return [value, setValue];
}
