import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { ADMIN_NAMESPACES, PAGE_NAMESPACES, clientMessages, pageMessages } from "./client-messages";

describe("clientMessages", () => {
  it.each([["uz", uz], ["ru", ru]] as const)("leaves the admin namespaces out of a visitor's or student's page (%s)", (_, all) => {
    const messages = clientMessages(all, false);
    for (const namespace of ADMIN_NAMESPACES) {
      expect(all).toHaveProperty(namespace);
      expect(messages).not.toHaveProperty(namespace);
    }
    const left: readonly string[] = [...ADMIN_NAMESPACES, ...PAGE_NAMESPACES];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(all).filter((key) => !left.includes(key)).sort());
    expect(JSON.stringify(messages)).not.toContain(JSON.stringify(all.admin));
  });

  it.each([["uz", uz], ["ru", ru]] as const)("leaves the practice strings to the learning page, which adds them (%s)", (_, all) => {
    const messages = clientMessages(all, false);
    expect(messages).not.toHaveProperty("practice");
    expect(JSON.stringify(messages)).not.toContain(all.practice.ui.checkedInBrowser);
    expect(pageMessages(all, ["practice"], false)).toEqual({ practice: all.practice });
    // An admin's root messages have them already.
    expect(pageMessages(all, ["practice"], true)).toEqual({});
  });

  it("gives an admin every namespace", () => {
    expect(clientMessages(uz, true)).toEqual(uz);
  });
});
