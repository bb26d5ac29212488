import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

type Props = { label: string; onClick: () => void; className?: string; variant?: "ghost" | "secondary" | "danger" };

/** Edit and delete as compact icon buttons: the label is spoken and shown as a tooltip. */
export function EditIconButton({ label, onClick, className, variant = "ghost" }: Props) {
  return (
    <Button size="sm" variant={variant} onClick={onClick} aria-label={label} title={label} className={cn("px-2", className)}>
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
        <path d="M13.6 2.9a2 2 0 0 1 2.8 0l.7.7a2 2 0 0 1 0 2.8l-9 9a1 1 0 0 1-.5.3l-3.5.9a.75.75 0 0 1-.9-.9l.9-3.5a1 1 0 0 1 .3-.5l9-9Z" />
      </svg>
    </Button>
  );
}

export function DeleteIconButton({ label, onClick, className, variant = "ghost" }: Props) {
  return (
    <Button size="sm" variant={variant} onClick={onClick} aria-label={label} title={label} className={cn("px-2", variant === "ghost" && "text-red-300 hover:text-red-200", className)}>
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
        <path
          fillRule="evenodd"
          clipRule="evenodd"
          d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.18-2.37.3a.75.75 0 1 0 .23 1.49l.15-.02.84 10.52A2.75 2.75 0 0 0 7.59 19h4.82a2.75 2.75 0 0 0 2.74-2.52l.84-10.52.15.02a.75.75 0 0 0 .23-1.49A41 41 0 0 0 14 4.19v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
        />
      </svg>
    </Button>
  );
}
