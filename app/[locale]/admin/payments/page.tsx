import { getTranslations } from "next-intl/server";
import { PaymentsView } from "@/components/admin/payments/payments-view";
import { ReconciliationView } from "@/components/admin/payments/reconciliation-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.payments");
  return { title: t("title") };
}

export default function AdminPaymentsPage() {
  return (
    <>
      <PaymentsView />
      <ReconciliationView />
    </>
  );
}
