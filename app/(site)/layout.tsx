export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
