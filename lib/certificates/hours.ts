/** One lesson as the hours rule reads it: whether it has a video, and the video's length once a player reported it. */
export type LessonVideo = { hasVideo: boolean; videoSeconds: number | null };

/**
 * The study hours a course certificate prints (issue 42): the hours the admin gave the course;
 * else the sum of its lessons' video lengths in whole hours (rounded, at least one), when every
 * video's length is known; else none. Nothing is guessed: a course whose videos were never played
 * to their length, or that has no video, prints no hours until the admin sets them.
 */
export function certificateHours(input: { hours: number | null; lessons: readonly LessonVideo[] }): number | null {
  if (input.hours !== null) return input.hours;
  const videos = input.lessons.filter((lesson) => lesson.hasVideo);
  if (videos.length === 0) return null;
  let seconds = 0;
  for (const video of videos) {
    if (video.videoSeconds === null || video.videoSeconds <= 0) return null;
    seconds += video.videoSeconds;
  }
  return Math.max(1, Math.round(seconds / 3600));
}
