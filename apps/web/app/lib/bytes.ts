const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people, everywhere a file's size is shown: `0 B`, `512 B`, `1.5 KB`, `12.3 MB`, `1.25 GB`. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const digits = unit >= 3 ? 2 : value < 100 ? 1 : 0;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}
