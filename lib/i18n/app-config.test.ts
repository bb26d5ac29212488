import type { getTranslations } from "next-intl/server";
import { describe, expect, it } from "vitest";
import type { AdminClientEvents, AdminServerEvents, AdminServerEventsOnTheWire } from "@/lib/realtime/events";
import uz from "@/messages/uz.json";

// Typed contracts, checked by the compiler (tsc runs over this file): next-intl's keys come from
// messages/uz.json (lib/i18n/app-config.d.ts), the admin socket's events from lib/realtime/events.ts.

type CoursesKey = Parameters<Awaited<ReturnType<typeof getTranslations<"courses">>>>[0];

describe("typed contracts", () => {
  it("takes next-intl keys from messages/uz.json", () => {
    const known: CoursesKey = "weeks";
    // @ts-expect-error: not a key of courses in messages/uz.json
    const unknown: CoursesKey = "noSuchKey";
    expect(uz.courses[known]).toBeTruthy();
    expect(unknown in uz.courses).toBe(false);
  });

  it("types the admin socket's events on both sides", () => {
    const read: Parameters<AdminServerEvents["notification:read"]>[0] = { id: "n1" };
    // @ts-expect-error: an id is a string
    const wrong: Parameters<AdminClientEvents["notification:delete"]>[0] = { id: 1 };
    // In the browser a notification's dates are strings.
    const createdAt: Parameters<AdminServerEventsOnTheWire["notification:new"]>[0]["notification"]["createdAt"] = "2026-01-01T00:00:00.000Z";
    // @ts-expect-error: no such event
    const missing: AdminServerEvents["notification:created"] = () => {};
    expect([read.id, wrong.id, createdAt, typeof missing]).toEqual(["n1", 1, "2026-01-01T00:00:00.000Z", "function"]);
  });
});
