/** The first problem of an invalid JSON text, where a person can find it. */
export interface JsonProblem {
  /** Offset in the text (0-based), for the editor's underline. */
  from: number;
  /** Line and column, 1-based as editors count them. */
  line: number;
  column: number;
  message: string;
}

class Stop {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];

/**
 * Where a JSON text first goes wrong. JSON.parse decides whether the text is valid; the
 * place comes from this small scanner, because the browsers' messages name a position
 * for some mistakes only and differ between engines.
 */
function firstError(text: string): Stop | null {
  let i = 0;
  const stop = (message: string): never => {
    throw new Stop(i, i >= text.length ? 'Unexpected end of the text' : message);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const char = text[i]!;
      if (char === '"') return void (i += 1);
      if (char < ' ') stop('Line break or control character inside a string');
      i += char === '\\' ? 2 : 1;
    }
    stop('Unterminated string');
  };
  const list = (close: string, item: () => void) => {
    i += 1;
    space();
    if (text[i] === close) return void (i += 1);
    for (;;) {
      item();
      space();
      if (text[i] === ',') i += 1;
      else if (text[i] === close) return void (i += 1);
      else stop(`Expected ',' or '${close}'`);
    }
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      return list('}', () => {
        space();
        if (text[i] !== '"') stop('Expected a property name in double quotes');
        string();
        space();
        if (text[i] !== ':') stop("Expected ':' after the property name");
        i += 1;
        value();
      });
    }
    if (char === '[') return list(']', value);
    if (char === '"') return string();
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) return void (i = NUMBER.lastIndex);
    const literal = LITERALS.find((word) => text.startsWith(word, i));
    if (literal) return void (i += literal.length);
    stop('Expected a value');
  };
  try {
    value();
    space();
    if (i < text.length) stop('Unexpected text after the value');
    return null;
  } catch (error) {
    if (error instanceof Stop) return error;
    throw error;
  }
}

/** Line and column (1-based) of an offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Null for valid JSON; else its first problem with line and column. */
export function findJsonProblem(text: string): JsonProblem | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    // Where the scanner sees nothing wrong (an escape it does not check), JSON.parse's own words stand.
    const found = firstError(text) ?? new Stop(0, error instanceof Error ? error.message : String(error));
    return { from: found.at, ...lineColumnAt(text, found.at), message: found.message };
  }
}

/** "Line 2, column 9: Expected ',' or '}'" */
export const describeJsonProblem = (problem: JsonProblem) =>
  `Line ${problem.line}, column ${problem.column}: ${problem.message}`;
