/** Small pure helpers of the benchmark: medians, ratios and the printed table. */

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** ours / stock, or NaN when either side is missing or stock is zero. */
export function ratio(ours: number | undefined, stock: number | undefined): number {
  if (ours === undefined || stock === undefined || !Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0) {
    return Number.NaN;
  }
  return ours / stock;
}

export function kb(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a';
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}

export function fixed(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatGrid(title: string, header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => widths.map((w, i) => (i === 0 ? (r[i] ?? '').padEnd(w) : (r[i] ?? '').padStart(w))).join('  ');
  const rule = '-'.repeat(line(header).length);
  return [title, rule, line(header), rule, ...rows.map(line), rule].join('\n');
}

export type Row = {metric: string; ours: string; stock: string; ratio: string};

/** The comparison table: metric, our figure, the stock build's, and their ratio. */
export function formatTable(title: string, rows: Row[]): string {
  return formatGrid(
    title,
    ['metric', 'ours', 'stock', 'ours/stock'],
    rows.map((r) => [r.metric, r.ours, r.stock, r.ratio]),
  );
}

/** Parse `--name=value` and `--flag` arguments. */
export function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument ${arg}: use --name=value or --flag`);
    args.set(m[1]!, m[2] ?? 'true');
  }
  return args;
}
