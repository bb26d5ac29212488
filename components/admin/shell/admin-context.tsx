"use client";

import { createContext, useContext, type ReactNode } from "react";

export type AdminIdentity = { id: string; fullName: string; phone: string };

const AdminContext = createContext<AdminIdentity | null>(null);

export function AdminProvider({ admin, children }: { admin: AdminIdentity; children: ReactNode }) {
  return <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>;
}

/** The signed-in admin, as the layout read it on the server. */
export function useAdmin(): AdminIdentity {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error("useAdmin outside the admin layout");
  return admin;
}
