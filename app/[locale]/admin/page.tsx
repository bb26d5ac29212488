import { redirect } from "next/navigation";

// Spec §2: /admin opens the dashboard.
export default function AdminIndexPage() {
  redirect("/admin/dashboard");
}
