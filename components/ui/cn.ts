import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx: strings, falsy values, arrays, objects) and merges Tailwind ones so
 * the last of a conflicting pair wins: `cn("p-5", "p-0")` is "p-0". This lets a caller adjust a
 * primitive (`<Card className="p-0">`) rather than copy its classes.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
