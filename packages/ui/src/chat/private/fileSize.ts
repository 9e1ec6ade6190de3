const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: 812 B, 12.4 KB, 3.1 MB. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
