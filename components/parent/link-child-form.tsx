import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";

/**
 * The parent types a child's pairing code. A plain form posted to /auth/link-child (lib/api/form-post.ts),
 * so it works the same before and after the page's scripts; a refusal comes back as `refusal`.
 */
export async function LinkChildForm({ refusal }: { refusal: string | null }) {
  const t = await getTranslations("parent.page");
  return (
    <Card>
      <h2 className="text-lg font-semibold text-white">{t("linkTitle")}</h2>
      <p className="mt-1 mb-4 text-sm text-gray-400">{t("linkIntro")}</p>
      <form method="post" action="/auth/link-child" className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={t("linkTitle")}>
        <div className="flex-1">
          <Field id="link-code" label={t("code")} error={refusal ?? undefined}>
            <Input
              id="link-code"
              name="code"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              placeholder={t("codePlaceholder")}
              className="font-mono tracking-widest uppercase"
              invalid={Boolean(refusal)}
              aria-describedby={refusal ? "link-code-error" : undefined}
            />
          </Field>
        </div>
        <Button type="submit">{t("link")}</Button>
      </form>
    </Card>
  );
}
