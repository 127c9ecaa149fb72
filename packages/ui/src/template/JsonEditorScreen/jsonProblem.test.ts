import { describe, expect, it } from 'vitest';
import { describeJsonProblem, findJsonProblem, lineColumnAt } from './jsonProblem';

describe('findJsonProblem', () => {
  it.each(['{}', '[1, 2.5e3, -0.1]', '{"a": {"b": [true, false, null, "x\\"y"]}}', ' "text" '])(
    'finds nothing in valid %s',
    (text) => {
      expect(findJsonProblem(text)).toBeNull();
    },
  );

  it.each([
    ['{\n  "a": 1,\n}', 12, 3, 1, 'Expected a property name in double quotes'],
    ['{\n  "a": 1\n  "b": 2\n}', 13, 3, 3, "Expected ',' or '}'"],
    ['[1, 2', 5, 1, 6, 'Unexpected end of the text'],
    ['{"a" 1}', 5, 1, 6, "Expected ':' after the property name"],
    ['{"a": tru}', 6, 1, 7, 'Expected a value'],
    ['{} x', 3, 1, 4, 'Unexpected text after the value'],
    ['"a\nb"', 2, 1, 3, 'Line break or control character inside a string'],
    ['', 0, 1, 1, 'Unexpected end of the text'],
  ])('in %j finds offset %i, line %i, column %i: %s', (text, from, line, column, message) => {
    expect(findJsonProblem(text)).toEqual({ from, line, column, message });
  });

  it('says where in one sentence', () => {
    const problem = findJsonProblem('{\n  "a": 1\n  "b": 2\n}')!;
    expect(describeJsonProblem(problem)).toBe("Line 3, column 3: Expected ',' or '}'");
  });
});

describe('lineColumnAt', () => {
  it('counts from 1 and restarts the column after a line break', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
