"use client";

import { useEffect, useState } from "react";

/**
 * The value as it was `delay` ms after it last changed (a search box asks the server once the
 * typing pauses, not once per letter); a value changed back to empty follows at once.
 */
export function useDebounced<T>(value: T, delay: number, immediate = false): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), immediate ? 0 : delay);
    return () => clearTimeout(timer);
  }, [value, delay, immediate]);
  return settled;
}
