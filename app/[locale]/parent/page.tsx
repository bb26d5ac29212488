import { getTranslations } from "next-intl/server";
import { NotificationPreferencesCard } from "@/components/auth/notification-preferences-card";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ChildPicker } from "@/components/parent/child-picker";
import { StudentData } from "@/components/student-data/student-data";
import { ChildWeek } from "@/components/parent/child-week";
import { LinkChildForm } from "@/components/parent/link-child-form";
import { formRefusalText } from "@/lib/api/form-post";
import { pageCaller } from "@/lib/auth/page-caller";
import { pageLocale } from "@/lib/i18n/page-locale";
import { findParentPage } from "@/lib/parents/find-parent-page";

type Query = Record<string, string | string[] | undefined>;

// /parent: the parent's children (?child= picks one), the chosen child's week, and the pairing-code form.
export default async function ParentPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, caller, locale, t] = await Promise.all([searchParams, pageCaller(), pageLocale(), getTranslations("parent.page")]);
  if (!caller) return null;
  const data = await findParentPage({ caller, locale, childId: typeof query.child === "string" ? query.child : null });
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:py-10">
      <div>
        <h1 className="text-2xl font-bold text-white">{t("heading")}</h1>
        <p className="mt-1 text-sm text-gray-400">{t("intro")}</p>
      </div>
      {data.children.length ? <ChildPicker childList={data.children} chosen={data.chosen?.overview.child.id ?? null} /> : <p className="text-sm text-gray-300">{t("noChildren")}</p>}
      {data.chosen ? <ChildWeek {...data.chosen} /> : null}
      <LinkChildForm refusal={formRefusalText(query, "link", locale)} />
      <ClientMessages paths={["parent.notifications", "security.notifications"]}>
        <StudentData>
          <NotificationPreferencesCard words="parent.notifications" />
        </StudentData>
      </ClientMessages>
    </main>
  );
}
