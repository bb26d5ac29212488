import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";

/** A namespace of the messages or a part of one ("courses", "courses.card"), as `useTranslations` names it. */
export type MessagePath = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

type MessageTree = { [key: string]: string | MessageTree };

/**
 * What the client components of every page may need: the shell's and the error page's strings.
 * Anything else a page's client components read, the page names (components/i18n/client-messages.tsx),
 * so a page's HTML carries its own strings and not every page's (a student's /my-courses: 70 kB
 * of HTML with all of them). tests/i18n/client-namespaces.test.ts checks each page names what
 * its client components use.
 */
export const SHELL_MESSAGES = ["shell", "errorPage"] as const satisfies readonly MessagePath[];

/** Only the parts of `all` at `paths`, in their places. */
export function pickMessages<T extends object>(all: T, paths: readonly string[]): Partial<T> {
  let picked: MessageTree = {};
  for (const path of paths) {
    const value = path.split(".").reduce<unknown>((node, key) => (node as MessageTree | undefined)?.[key], all);
    if (value === undefined) continue;
    const branch = path
      .split(".")
      .reduceRight<MessageTree | string>((inner, key) => ({ [key]: inner }), value as MessageTree | string) as MessageTree;
    picked = mergeMessages(picked, branch);
  }
  return picked as Partial<T>;
}

const isNamespace = (node: unknown): node is MessageTree => typeof node === "object" && node !== null && !Array.isArray(node);

/**
 * `base` with `added` laid over it, namespaces merged at every level. A precompiled message with
 * arguments is an array (next.config.mjs, `precompile`): a leaf, never merged as a namespace.
 */
export function mergeMessages<T extends object>(base: T, added: object): T {
  const merged: MessageTree = { ...(base as MessageTree) };
  for (const [key, value] of Object.entries(added as MessageTree)) {
    const under = merged[key];
    merged[key] = isNamespace(value) && isNamespace(under) ? mergeMessages(under, value) : value;
  }
  return merged as T;
}

/** The messages the root layout serialises into every page: the shell's (the admin layout adds the rest for the admin pages). */
export function clientMessages<T extends object>(all: T): Partial<T> {
  return pickMessages(all, SHELL_MESSAGES);
}
