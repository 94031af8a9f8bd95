import { numberFormat } from '../../lib/number-format.ts';

const KB = 1024;
const MB = 1024 * 1024;

// Below 1,024 of a unit, as file pickers write sizes: no thousands separator; the decimal mark is the page's language's.
const size = (value: number) => numberFormat({ useGrouping: false, maximumFractionDigits: 1 }).format(value);

/** A file's size as people read it: "512 B", "820 KB", "2.4 MB", "10 MB" (1 KB = 1,024 bytes, as file pickers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${size(bytes)} B`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${size(kilobytes)} KB`;
  const megabytes = bytes / MB;
  return `${size(megabytes >= 100 ? Math.round(megabytes) : Number(megabytes.toFixed(1)))} MB`;
}
