import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { ADMIN_NAMESPACES, clientMessages } from "./client-messages";

describe("clientMessages", () => {
  it.each([["uz", uz], ["ru", ru]] as const)("leaves the admin namespaces out of a visitor's or student's page (%s)", (_, all) => {
    const messages = clientMessages(all, false);
    for (const namespace of ADMIN_NAMESPACES) {
      expect(all).toHaveProperty(namespace);
      expect(messages).not.toHaveProperty(namespace);
    }
    expect(Object.keys(messages).sort()).toEqual(Object.keys(all).filter((key) => !(ADMIN_NAMESPACES as readonly string[]).includes(key)).sort());
    expect(JSON.stringify(messages)).not.toContain(JSON.stringify(all.admin));
  });

  it("gives an admin every namespace", () => {
    expect(clientMessages(uz, true)).toEqual(uz);
  });
});
