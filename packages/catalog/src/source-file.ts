// Parses a catalog JSON file while keeping positions, so every problem can point at a line and column.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Diagnostic, Severity } from './diagnostics';

/** A path into a JSON document: property names and array indexes. */
export type JsonPath = readonly (string | number)[];

/** A parsed catalog file with its text and syntax tree. */
export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
  readonly root: Node | undefined;
  /** The parsed value, or undefined when the file has a syntax error. */
  readonly value: unknown;
  readonly syntaxDiagnostics: readonly Diagnostic[];
}

const syntaxMessages: Record<string, string> = {
  CommaExpected: 'a comma is missing between two items',
  ColonExpected: 'a colon is missing after a property name',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is more text after the end of the JSON value',
  InvalidCommentToken: 'JSON does not allow comments',
  InvalidSymbol: 'this is not valid JSON (strings need double quotes)',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfComment: 'a comment is not closed',
  InvalidEscapeCharacter: 'a backslash escape is not valid',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidNumberFormat: 'a number is not written validly',
  InvalidCharacter: 'a control character must be escaped',
};

/** Returns a 1-based line and column for a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Renders a JSON path as "addons.omit[0]". */
export function formatPath(path: JsonPath): string {
  return path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
}

function syntaxDiagnostic(path: string, text: string, error: ParseError): Diagnostic {
  const name = printParseErrorCode(error.error);
  const { line, column } = lineAndColumn(text, error.offset);
  return {
    severity: 'error',
    code: 'json.syntax',
    file: path,
    line,
    column,
    path: '',
    message: `invalid JSON: ${syntaxMessages[name] ?? name}`,
    value: JSON.stringify(text.slice(error.offset, error.offset + Math.max(error.length, 1))),
    expected: 'strict JSON (double-quoted names, commas between items, no trailing commas, no comments)',
  };
}

/** Parses strict JSON and reports every syntax error with its line and column. */
export function parseSource(path: string, text: string): SourceFile {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const syntaxDiagnostics = errors.map((error) => syntaxDiagnostic(path, text, error));
  let value: unknown;
  if (errors.length === 0) value = JSON.parse(text);
  return { path, text, root, value, syntaxDiagnostics };
}

/** Finds the offset of a path's value (or of its property name), falling back to the nearest existing parent. */
function offsetOf(file: SourceFile, path: JsonPath, target: 'value' | 'key'): number {
  if (!file.root) return 0;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(file.root, path.slice(0, depth) as (string | number)[]);
    if (!node) continue;
    if (target === 'key' && depth === path.length && node.parent?.type === 'property') {
      return node.parent.children?.[0]?.offset ?? node.offset;
    }
    return node.offset;
  }
  return file.root.offset;
}

/** Details of a problem, before it is pinned to a position. */
export interface Problem {
  readonly severity?: Severity;
  readonly code: string;
  readonly message: string;
  readonly value?: unknown;
  readonly expected?: string;
  readonly hint?: string;
  /** Point at the property name rather than its value (for unknown fields). */
  readonly at?: 'value' | 'key';
}

/** Pins a problem to a file and a path inside it. */
export function diagnose(file: SourceFile, path: JsonPath, problem: Problem): Diagnostic {
  const { line, column } = lineAndColumn(file.text, offsetOf(file, path, problem.at ?? 'value'));
  return {
    severity: problem.severity ?? 'error',
    code: problem.code,
    file: file.path,
    line,
    column,
    path: formatPath(path),
    message: problem.message,
    ...(problem.value !== undefined && { value: JSON.stringify(problem.value) }),
    ...(problem.expected !== undefined && { expected: problem.expected }),
    ...(problem.hint !== undefined && { hint: problem.hint }),
  };
}

/** Returns "file:line:col" of a path, for messages that name a second place. */
export function placeOf(file: SourceFile, path: JsonPath): string {
  const { line, column } = lineAndColumn(file.text, offsetOf(file, path, 'value'));
  return `${file.path}:${line}:${column}`;
}
