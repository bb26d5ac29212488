"use client";

import { useSyncExternalStore } from "react";
import type { ShellUser } from "./types";

// The shell draws the user of the server's render. A sign-in, registration or sign-out on the
// profile page changes that user at once, while the page's refresh takes its time (2.5 s on a
// slow phone, issue 26 item 13): the profile page says who it is now, and the shell shows that
// until its next server render, which knows it too.

let said: ShellUser | null | undefined;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function set(user: ShellUser | null | undefined): void {
  said = user;
  for (const listener of listeners) listener();
}

/** The profile page's word: who is signed in now (null: nobody). */
export function sayUser(user: ShellUser | null): void {
  set(user);
}

/** Called when a server render reaches the shell: it knows the user itself again. */
export function forgetSaidUser(): void {
  if (said !== undefined) set(undefined);
}

/** What the profile page said since the last server render, or undefined. */
export function useSaidUser(): ShellUser | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => said,
    () => undefined,
  );
}
