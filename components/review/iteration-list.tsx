"use client";

import type { Jsonified } from "@/lib/api/client";
import type { ProjectIteration } from "@/lib/review/shapes";
import { IterationView } from "./iteration-view";

/** Iterations under a heading, newest first: the student's own (their project) and a student's earlier ones (the mentor's review). */
export function IterationList({ id, title, iterations }: { id: string; title: string; iterations: Jsonified<ProjectIteration>[] }) {
  if (!iterations.length) return null;
  return (
    <section className="space-y-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {iterations.map((iteration) => (
        <IterationView key={iteration.id} iteration={iteration} archiveHref={`/api/project-submissions/${iteration.id}/archive`} />
      ))}
    </section>
  );
}
