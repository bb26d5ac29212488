import { cn } from "@/components/ui/cn";
import { CodeIcon } from "./icons";

/**
 * The course picture, or a gradient tile with the title's initials when there is none.
 * `priority`: the picture is the page's largest paint (the course page's cover, the catalogue's
 * first card), so it is fetched at once and first rather than when layout reaches it.
 */
export function CourseImage({ title, imageUrl, className, priority = false }: { title: string; imageUrl: string | null; className?: string; priority?: boolean }) {
  if (imageUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- served by our own route with long caching
      <img
        src={imageUrl}
        alt={title}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("aspect-video w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={title}
      className={cn("flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-700/60 via-surface-overlay to-sky-900/60", className)}
    >
      <CodeIcon className="size-12 text-brand-300/80" />
    </div>
  );
}
