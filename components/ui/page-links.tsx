import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

type PageLinksProps = {
  /** The nav's accessible name. */
  label: string;
  /** Where the previous and next pages are; null where there is none. */
  previousHref: string | null;
  nextHref: string | null;
  previousText: string;
  nextText: string;
  /** "page / total". */
  status: string;
  testId?: string;
};

/**
 * Previous / next and "page / total" under a list the server pages by ?page=: plain links, so
 * they work before the page's scripts run and each page has its own address.
 */
export function PageLinks({ label, previousHref, nextHref, previousText, nextText, status, testId }: PageLinksProps) {
  return (
    <nav className="flex items-center justify-between gap-3" aria-label={label}>
      <PageLink href={previousHref}>{previousText}</PageLink>
      <span className="text-sm text-gray-400" data-testid={testId}>
        {status}
      </span>
      <PageLink href={nextHref}>{nextText}</PageLink>
    </nav>
  );
}

/** A pager link, styled as the secondary button; without `href` (no such page) a disabled look. */
function PageLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) {
    return (
      <span aria-disabled="true" className={buttonClass("secondary", "sm", "cursor-not-allowed opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} className={buttonClass("secondary", "sm")}>
      {children}
    </Link>
  );
}
