// next-intl's messages and locales typed from messages/uz.json (the reference language; ru.json
// has the same keys, messages/messages.test.ts): a key that does not exist is a type error.
import type messages from "@/messages/uz.json";
import type { Locale } from "./locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
