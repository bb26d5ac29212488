import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LockIcon } from "./icons";

/** The 'log in first' card of pages that need a token (my courses, payments). */
export function LoginPrompt({ message, action }: { message: string; action: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <LockIcon className="size-8 text-gray-500" />
      <p className="text-gray-300">{message}</p>
      <Link href="/projects/blogs" className={buttonClass()}>
        {action}
      </Link>
    </Card>
  );
}
