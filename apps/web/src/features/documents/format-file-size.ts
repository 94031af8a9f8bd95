const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it: "512 B", "820 KB", "2.4 MB", "10 MB" (1 KB = 1,024 bytes, as file pickers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} KB`;
  const megabytes = bytes / MB;
  return `${megabytes >= 100 ? Math.round(megabytes) : Number(megabytes.toFixed(1))} MB`;
}
