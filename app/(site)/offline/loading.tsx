import { OfflineSkeleton } from "@/components/offline/offline-skeleton";

export default function Loading() {
  return <OfflineSkeleton />;
}
