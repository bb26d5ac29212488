"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { apiFetch } from "@/lib/api/client";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { embedWithApi, listeningMessage, PLAYER_ORIGINS, playerKindOf, readPlayerMessage, vimeoSubscribeMessages, type PlayerKind } from "@/lib/video/player-messages";
import { WatchTracker } from "@/lib/video/watch-tracker";
import { PlayIcon } from "@/components/courses/icons";

/** What the server counted after a report (POST /api/lessons/{id}/watch). */
export type WatchState = { videoSeconds: number; watchedSeconds: number; positionSeconds: number };

/** How often a playing video reports what was watched; pausing, leaving and switching lessons report at once. */
const REPORT_EVERY_MS = 10_000;

/**
 * DESIGN rules table (lesson videos): only what toPlayerSource rebuilds becomes a player; the
 * iframe is sandboxed (scripts for the player itself, no top navigation, no forms).
 * Issue 42: the player reports the ranges actually played (an .mp4's timeupdate, YouTube's and
 * Vimeo's messages) in batches, and opens at `startSeconds`, where the student stopped.
 */
export function LessonPlayer({
  lessonId,
  videoUrl,
  title,
  noVideoText,
  startSeconds = 0,
  onWatched,
}: {
  lessonId?: string;
  videoUrl: string;
  title: string;
  noVideoText: string;
  startSeconds?: number;
  onWatched?: (state: WatchState) => void;
}) {
  const source = toPlayerSource(videoUrl);
  const kind = source?.kind === "iframe" ? playerKindOf(source.src) : null;
  const reporter = useWatchReports(lessonId, onWatched);
  const { tracker } = reporter;
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The embed address needs the page's origin, known only in the browser.
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => null);
  // The start point is read once per lesson: the player's own clock moves on from there.
  const [start] = useState(startSeconds);

  // Resume where the student stopped, unless that was the very end. The video may have read its
  // metadata before the page's scripts ran (it is in the server's HTML), so this also runs on mount;
  // and it may have been played then too: those seconds count, and a playing video's range goes on.
  const resumed = useRef(false);
  const resume = (video: HTMLVideoElement) => {
    if (resumed.current || video.readyState < 1) return;
    resumed.current = true;
    tracker.playedBefore(Array.from({ length: video.played.length }, (_, index) => [video.played.start(index), video.played.end(index)]));
    tracker.observe(video.currentTime, !video.paused && !video.seeking, video.duration);
    if (start > 0 && Number.isFinite(video.duration) && start < video.duration - 1 && video.currentTime < 1) video.currentTime = start;
  };
  useEffect(() => {
    if (videoRef.current) resume(videoRef.current);
  });

  useEffect(() => {
    if (!kind || !lessonId) return;
    const frame = frameRef.current;
    if (!frame) return;
    return listenToEmbed(frame, kind, reporter);
  }, [kind, lessonId, reporter, origin]);

  const iframeSrc = source?.kind === "iframe" ? (kind && origin && lessonId ? embedWithApi(source.src, kind, { origin, startSeconds: start }) : source.src) : null;

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black ring-1 ring-white/10">
      {iframeSrc ? (
        <iframe
          key={iframeSrc}
          ref={frameRef}
          src={iframeSrc}
          title={title}
          className="absolute inset-0 size-full"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading="lazy"
        />
      ) : source?.kind === "video" ? (
        <video
          key={source.src}
          ref={videoRef}
          src={source.src}
          controls
          preload="metadata"
          className="absolute inset-0 size-full"
          aria-label={title}
          data-testid="lesson-video"
          onLoadedMetadata={(event) => resume(event.currentTarget)}
          onTimeUpdate={(event) => {
            const video = event.currentTarget;
            tracker.observe(video.currentTime, !video.paused && !video.seeking, video.duration);
          }}
          // Playback (re)starts here: the range begins at this very second, not at the next timeupdate.
          onPlaying={(event) => tracker.observe(event.currentTarget.currentTime, true, event.currentTarget.duration)}
          onSeeking={() => tracker.seek()}
          onSeeked={(event) => tracker.observe(event.currentTarget.currentTime, false, event.currentTarget.duration)}
          onPause={(event) => {
            tracker.observe(event.currentTarget.currentTime, true, event.currentTarget.duration);
            tracker.pause();
            reporter.flush();
          }}
          onEnded={(event) => {
            tracker.observe(event.currentTarget.currentTime, true, event.currentTarget.duration);
            tracker.pause();
            reporter.flush();
          }}
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-gray-400">
          <PlayIcon className="size-12 text-gray-600" />
          <p>{noVideoText}</p>
        </div>
      )}
    </div>
  );
}

const noSubscription = () => () => {};

type Reporter = { tracker: WatchTracker; flush: () => void };

/** A tracker whose batches go to the server every REPORT_EVERY_MS, on flush(), when the page is hidden and when the lesson changes. */
function useWatchReports(lessonId: string | undefined, onWatched: ((state: WatchState) => void) | undefined): Reporter {
  const onWatchedRef = useRef(onWatched);
  useEffect(() => {
    onWatchedRef.current = onWatched;
  }, [onWatched]);
  const [tracker] = useState(() => new WatchTracker());
  const sendRef = useRef<() => void>(() => {});
  const [reporter] = useState<Reporter>(() => ({ tracker, flush: () => sendRef.current() }));

  useEffect(() => {
    if (!lessonId) return;
    let sending = false;
    // A stop's report asked for while a batch is on its way goes as soon as that batch is answered,
    // not at the next interval (the stop's second would wait REPORT_EVERY_MS otherwise).
    let sendAgain = false;
    const send = () => {
      if (sending) {
        sendAgain = true;
        return;
      }
      if (tracker.duration <= 0) return;
      const ranges = tracker.take();
      if (ranges.length === 0) return;
      sending = true;
      // keepalive: a report sent as the page goes away still arrives.
      void apiFetch<{ watch: WatchState | null }>(`/api/lessons/${lessonId}/watch`, {
        method: "POST",
        keepalive: true,
        json: { ranges, position: tracker.position, duration: tracker.duration },
      }).then((result) => {
        sending = false;
        if (result.ok) {
          if (result.data.watch) onWatchedRef.current?.(result.data.watch);
        } else if (result.status === 0 || result.status >= 500) {
          tracker.restore(ranges);
          sendAgain = false;
        }
        if (sendAgain) {
          sendAgain = false;
          sendRef.current();
        }
      });
    };
    sendRef.current = send;
    const timer = window.setInterval(send, REPORT_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === "hidden") send();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", send);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", send);
      tracker.pause();
      send();
      sendRef.current = () => {};
    };
  }, [lessonId, tracker]);
  return reporter;
}

/** Speaks the embed's message protocol: asks it to report, and feeds what it says to the tracker. */
function listenToEmbed(frame: HTMLIFrameElement, kind: PlayerKind, { tracker, flush }: Reporter): () => void {
  const origins = PLAYER_ORIGINS[kind];
  let playing = false;
  let time = 0;
  const post = (message: string) => {
    for (const origin of origins) frame.contentWindow?.postMessage(message, origin);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || !origins.includes(event.origin)) return;
    const report = readPlayerMessage(kind, event.data);
    if (!report) return;
    if (report.ready) {
      for (const message of vimeoSubscribeMessages()) post(message);
      return;
    }
    const wasPlaying = playing;
    if (report.playing !== undefined) playing = report.playing;
    if (report.time !== undefined) time = report.time;
    tracker.observe(time, playing, report.duration);
    if (wasPlaying && !playing) {
      tracker.pause();
      flush();
    }
  };
  window.addEventListener("message", onMessage);
  // YouTube answers 'listening' with its clock from then on; it must be sent once the frame loaded.
  const onLoad = () => post(listeningMessage());
  frame.addEventListener("load", onLoad);
  onLoad();
  return () => {
    window.removeEventListener("message", onMessage);
    frame.removeEventListener("load", onLoad);
  };
}
