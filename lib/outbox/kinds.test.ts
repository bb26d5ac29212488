import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { MESSAGE_KINDS, messageKindsFor, messageTextKey, PARENT_MESSAGE_KINDS, STUDENT_MESSAGE_KINDS, wantsKind } from "./kinds";

const lookup = (messages: unknown, key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe("the kinds of message a student gets", () => {
  it("names each kind's text by the kind in camelCase", () => {
    expect(messageTextKey("topup_approved")).toBe("api.outbox.topupApproved");
    expect(messageTextKey("certificate_unlocked")).toBe("api.outbox.certificateUnlocked");
  });

  it.each([["uz", uz], ["ru", ru]])("has, in %s, each kind's text and its label on the security page", (_locale, messages) => {
    for (const kind of MESSAGE_KINDS) {
      expect(lookup(messages, messageTextKey(kind)), kind).toEqual(expect.stringMatching(/^Qadam: /));
      expect(lookup(messages, `security.notifications.kinds.${kind}`), kind).toEqual(expect.any(String));
    }
    expect(lookup(messages, `${messageTextKey("topup_rejected")}NoReason`)).toEqual(expect.any(String));
  });

  it.each([["uz", uz], ["ru", ru]])("has, in %s, a label on /parent for each kind a parent chooses among, and none besides", (_locale, messages) => {
    const labels = lookup(messages, "parent.notifications.kinds") as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...messageKindsFor("parent")].sort());
  });

  it("offers students the student kinds and admins the admin ones", () => {
    expect(messageKindsFor("student")).toEqual(STUDENT_MESSAGE_KINDS);
    expect(messageKindsFor("student_offline")).toEqual(STUDENT_MESSAGE_KINDS);
    expect(messageKindsFor("admin")).toEqual(["admin_notification"]);
  });

  it("offers parents the copies they get: every student kind but an answer to the child's question", () => {
    expect(messageKindsFor("parent")).toEqual(PARENT_MESSAGE_KINDS);
    expect(PARENT_MESSAGE_KINDS).toEqual(STUDENT_MESSAGE_KINDS.filter((kind) => kind !== "question_answered"));
    expect(PARENT_MESSAGE_KINDS).toContain("project_reviewed");
  });

  it("has every kind on until switched off, except the reminder, off until switched on", () => {
    const none = { notificationOptOut: [], notificationOptIn: [] };
    expect(wantsKind("weekly_digest", none)).toBe(true);
    expect(wantsKind("practice_reminder", none)).toBe(false);
    expect(wantsKind("weekly_digest", { ...none, notificationOptOut: ["weekly_digest"] })).toBe(false);
    expect(wantsKind("practice_reminder", { ...none, notificationOptIn: ["practice_reminder"] })).toBe(true);
    // The reminder listens to its opt-in only: an opt-out list naming it changes nothing.
    expect(wantsKind("practice_reminder", { notificationOptOut: ["practice_reminder"], notificationOptIn: ["practice_reminder"] })).toBe(true);
  });
});
