// A diagnostic is one problem found in the catalog, pinned to a file, line, column and field path.

/** How bad a problem is: errors stop the build, warnings are printed only. */
export type Severity = 'error' | 'warning';

/** One problem in one catalog file. */
export interface Diagnostic {
  readonly severity: Severity;
  /** A stable rule code, such as "schema.unknown-field" or "addon.unknown-key". */
  readonly code: string;
  /** Path of the file relative to the repository root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The field, as a dotted path with [index] for array items (for example "addons.omit[0]"); empty for the whole file. */
  readonly path: string;
  readonly message: string;
  /** The offending value, as JSON text, when there is one. */
  readonly value?: string;
  readonly expected?: string;
  /** A "did you mean" or how-to-fix hint, when one exists. */
  readonly hint?: string;
}

/** Orders diagnostics by file, then position, then code, so output is stable. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
}

/** Counts errors and warnings. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}

/** Renders one diagnostic as compiler-style text: a `file:line:col` header line and indented details. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.path ? ` at ${d.path}` : '';
  const lines = [`${d.file}:${d.line}:${d.column} ${d.severity} [${d.code}]${where}: ${d.message}`];
  if (d.value !== undefined) lines.push(`    value:    ${d.value}`);
  if (d.expected !== undefined) lines.push(`    expected: ${d.expected}`);
  if (d.hint !== undefined) lines.push(`    hint:     ${d.hint}`);
  return lines.join('\n');
}

/** Renders a whole report with a closing count line. */
export function formatReport(diagnostics: readonly Diagnostic[], fileCount: number): string {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const body = sortDiagnostics(diagnostics).map(formatDiagnostic);
  body.push(`catalog check: ${fileCount} files, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  return body.join('\n');
}
