"use client";

import type { ComponentProps } from "react";
import { useProfile } from "@/components/auth/use-profile";
import { StudentData } from "@/components/student-data/student-data";
import type { CheckoutProviders } from "@/lib/payments/checkout-url";
import { TopupDialog, type AccountNumber } from "./topup-dialog";

type Props = Omit<ComponentProps<typeof TopupDialog>, "checkout" | "account" | "loggedIn"> & { providers: CheckoutProviders | null };

/** The dialog with the account number read from the signed-in student's own profile. */
function WithOwnAccount({ providers, ...dialog }: Props & { providers: CheckoutProviders }) {
  const { state, reload } = useProfile();
  const account: AccountNumber =
    state.status === "user"
      ? { status: "ready", number: state.user.accountNumber }
      : state.status === "loading"
        ? { status: "loading" }
        : { status: "failed", retry: () => void reload() };
  return <TopupDialog {...dialog} loggedIn checkout={providers} account={account} />;
}

/**
 * The top-up dialog of a course page (opened on insufficient funds). The page is one shell
 * shared by every student (CONTRIBUTING.md, "Public pages"), so it holds only what is the same
 * for all of them, the providers that are on; the student's account number is read from their
 * profile in the browser (the student's query cache, loaded with this dialog, not with the page).
 */
export function CourseTopupDialog({ providers, ...dialog }: Props) {
  // The student's query cache: the dialog sends its request through it (useMutation).
  return <StudentData>{providers ? <WithOwnAccount {...dialog} providers={providers} /> : <TopupDialog {...dialog} loggedIn />}</StudentData>;
}
