const units = ['B', 'KB', 'MB', 'GB'] as const;
const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "512 B", "1.5 KB", "2 MB": binary steps, as the size limits are written. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)} ${units[unit]}`;
}
