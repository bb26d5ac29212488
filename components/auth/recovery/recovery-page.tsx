import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import Link from "next/link";

/** The frame of /forgot and /reset: a narrow card with its heading, and the way back to signing in. */
export function RecoveryPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <Card className="space-y-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
        {children}
      </Card>
      <Link href="/projects/blogs" className="mt-4 block text-center text-sm text-gray-400 hover:text-white">
        {back}
      </Link>
    </main>
  );
}
