import type { ExternalToast } from "sonner";

type Message = Parameters<typeof import("sonner").toast>[0];

// sonner is 10 kB gzip, and a toast only ever follows a click: the module is imported on the
// first toast, not with the page (issue 14). The Toaster (toaster.tsx) shows a toast raised
// before it loaded, so nothing is lost.
const sonner = () => import("sonner").then((module) => module.toast);

/** sonner's `toast()`, loaded on first use: `toast(message)`, `toast.success(…)`, `toast.error(…)`. */
export const toast = Object.assign((message: Message, options?: ExternalToast) => void sonner().then((show) => show(message, options)), {
  success: (message: Message, options?: ExternalToast) => void sonner().then((show) => show.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void sonner().then((show) => show.error(message, options)),
});
