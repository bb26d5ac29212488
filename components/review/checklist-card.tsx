import { Card } from "@/components/ui/card";

/** A project's checklist: what the mentor checks, shown to the student and to the mentor alike. */
export function ChecklistCard({ title, items }: { title: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <Card className="space-y-2">
      <h2 className="font-semibold">{title}</h2>
      <ul className="list-disc space-y-1 ps-5 text-sm text-gray-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}
