import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { messageTextKey, STUDENT_MESSAGE_KINDS } from "./kinds";

const lookup = (messages: unknown, key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe("the kinds of message a student gets", () => {
  it("names each kind's text by the kind in camelCase", () => {
    expect(messageTextKey("topup_approved")).toBe("api.outbox.topupApproved");
    expect(messageTextKey("certificate_unlocked")).toBe("api.outbox.certificateUnlocked");
  });

  it.each([["uz", uz], ["ru", ru]])("has, in %s, each kind's text and its label on the security page", (_locale, messages) => {
    for (const kind of STUDENT_MESSAGE_KINDS) {
      expect(lookup(messages, messageTextKey(kind)), kind).toEqual(expect.stringMatching(/^Qadam: /));
      expect(lookup(messages, `security.notifications.kinds.${kind}`), kind).toEqual(expect.any(String));
    }
    expect(lookup(messages, `${messageTextKey("topup_rejected")}NoReason`)).toEqual(expect.any(String));
  });
});
