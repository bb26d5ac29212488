import { toPlayerSource } from "@/lib/video/to-player-source";
import { PlayIcon } from "@/components/courses/icons";

/**
 * DESIGN rules table (lesson videos): only what toPlayerSource rebuilds becomes a player; the
 * iframe is sandboxed (scripts for the player itself, no top navigation, no forms).
 */
export function LessonPlayer({ videoUrl, title, noVideoText }: { videoUrl: string; title: string; noVideoText: string }) {
  const source = toPlayerSource(videoUrl);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black ring-1 ring-white/10">
      {source?.kind === "iframe" ? (
        <iframe
          key={source.src}
          src={source.src}
          title={title}
          className="absolute inset-0 size-full"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading="lazy"
        />
      ) : source?.kind === "video" ? (
        <video key={source.src} src={source.src} controls preload="metadata" className="absolute inset-0 size-full" aria-label={title} />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-gray-400">
          <PlayIcon className="size-12 text-gray-600" />
          <p>{noVideoText}</p>
        </div>
      )}
    </div>
  );
}
