import { notFound } from "next/navigation";

// Any address no page has: the language's 404 page, in the site's shell (app/[locale]/not-found.tsx).
export default function UnknownPage(): never {
  notFound();
}
