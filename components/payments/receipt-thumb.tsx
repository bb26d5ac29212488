import { cn } from "@/components/ui/cn";

/**
 * A top-up's receipt as a small tile opening the whole file in a new tab: the WebP thumbnail of
 * an image, a "PDF" tile for a PDF. Both come from the route that serves only its student and admins.
 */
export function ReceiptThumb({ paymentId, mimeType, label, className }: { paymentId: string; mimeType: string; label: string; className?: string }) {
  const href = `/api/payments/${encodeURIComponent(paymentId)}/receipt`;
  return (
    <a href={href} target="_blank" rel="noopener" title={label} aria-label={label} className={cn("block shrink-0 overflow-hidden rounded-lg ring-1 ring-white/10 hover:ring-brand-400", className)} data-testid="receipt-thumb">
      {mimeType === "application/pdf" ? (
        <span className="flex size-full items-center justify-center bg-surface text-xs font-semibold text-rose-200">PDF</span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own access-checked route
        <img src={`${href}?size=thumb`} alt={label} className="size-full object-cover" loading="lazy" />
      )}
    </a>
  );
}
