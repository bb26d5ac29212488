import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { PROJECT_ARCHIVE_MAX_BYTES } from "./contract";

export type ArchiveType = "application/zip" | "application/gzip";
export type ProjectArchive = { archive: Uint8Array<ArrayBuffer>; archiveName: string; archiveType: ArchiveType; archiveSize: number };

/** The archive's type by its first bytes (never its name or declared type): zip or gzip (a .tar.gz), else null. */
export function sniffArchive(bytes: Uint8Array): ArchiveType | null {
  // A zip starts with a local file header, or is empty (only the end-of-directory record).
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))) return "application/zip";
  if (bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 0x08) return "application/gzip";
  return null;
}

/** A plain file name to offer the download under: the sent name's safe characters, else a default. */
function safeName(name: string, type: ArchiveType): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[._]+/, "").slice(0, 80);
  return cleaned || (type === "application/zip" ? "project.zip" : "project.tar.gz");
}

/**
 * An uploaded archive, bounded like receipts (413 past PROJECT_ARCHIVE_MAX_BYTES, read only up to
 * that) and recognised by content (415 for anything but zip or gzip). It is stored as sent and
 * only ever served back as a download (`attachment`, nosniff), never unpacked on the server.
 */
export async function readProjectArchive(file: File): Promise<ProjectArchive> {
  if (file.size > PROJECT_ARCHIVE_MAX_BYTES) throw new AppError("payload_too_large", "api.problems.projectArchiveTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > PROJECT_ARCHIVE_MAX_BYTES) throw new AppError("payload_too_large", "api.problems.projectArchiveTooLarge");
  const type = sniffArchive(bytes);
  if (!type) throw new AppError("unsupported_media_type", "api.problems.projectArchiveType");
  return { archive: bytes, archiveName: safeName(file.name, type), archiveType: type, archiveSize: bytes.byteLength };
}
