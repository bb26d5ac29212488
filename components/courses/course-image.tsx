import { cn } from "@/components/ui/cn";
import { CodeIcon } from "./icons";

/** The course picture, or a gradient tile with the title's initials when there is none. */
export function CourseImage({ title, imageUrl, className }: { title: string; imageUrl: string | null; className?: string }) {
  if (imageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- served by our own route with long caching
    return <img src={imageUrl} alt={title} loading="lazy" className={cn("aspect-video w-full object-cover", className)} />;
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
