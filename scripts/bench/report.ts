/**
 * The bench's figures as data, so runs can be compared: each benchmark records what it measured here;
 * main.ts writes them to bench/results/<timestamp>.json (ignored by git) and prints one table, and
 * `npm run bench -- compare a.json b.json` prints two runs side by side.
 */
export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: string;
}

export interface BenchReport {
  startedAt: string;
  commit: string;
  node: string;
  benches: string[];
  figures: Figure[];
}

const figures: Figure[] = [];

/** Keeps one figure for the report (a later one of the same section and name replaces it). */
export function record(section: string, name: string, value: number, unit: string): void {
  const at = figures.findIndex((figure) => figure.section === section && figure.name === name);
  const figure = { section, name, value: Math.round(value * 10) / 10, unit };
  if (at >= 0) figures[at] = figure;
  else figures.push(figure);
}

export const recordedFigures = (): Figure[] => [...figures];

/**
 * The order sections print in; a section nobody recorded prints as "not measured" (e.g. the alert
 * pipeline's figures, which alerts.bench.ts records when it runs).
 */
export const SECTIONS = [
  'api latency',
  'load',
  'lambda bundles',
  'cold import',
  'web bundles',
  'alerts',
  'lighthouse',
] as const;

const cell = (figure: Figure | undefined) => (figure ? `${figure.value} ${figure.unit}` : '-');

/** One table: every figure of each run, with the change from the first run to the last. */
export function formatTable(reports: { label: string; figures: Figure[] }[]): string {
  const sections = [
    ...new Set([...SECTIONS, ...reports.flatMap((report) => report.figures.map((f) => f.section))]),
  ];
  const rows: string[][] = [
    ['figure', ...reports.map((report) => report.label), ...(reports.length > 1 ? ['change'] : [])],
  ];
  for (const section of sections) {
    const names = [
      ...new Set(
        reports.flatMap((report) => report.figures.filter((f) => f.section === section).map((f) => f.name)),
      ),
    ];
    if (names.length === 0) {
      rows.push([`${section}: not measured`, ...reports.map(() => ''), ...(reports.length > 1 ? [''] : [])]);
      continue;
    }
    rows.push([`${section}`, ...reports.map(() => ''), ...(reports.length > 1 ? [''] : [])]);
    for (const name of names) {
      const cells = reports.map((report) =>
        report.figures.find((f) => f.section === section && f.name === name),
      );
      const first = cells[0];
      const last = cells.at(-1);
      const change =
        first && last && first.value !== 0
          ? `${(((last.value - first.value) / first.value) * 100).toFixed(0)}%`
          : '';
      rows.push([`  ${name}`, ...cells.map(cell), ...(reports.length > 1 ? [change] : [])]);
    }
  }
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((text, column) =>
          column === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}
