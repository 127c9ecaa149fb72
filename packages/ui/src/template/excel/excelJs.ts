import type * as ExcelJs from 'exceljs';

export type ExcelJsModule = typeof ExcelJs;

/**
 * exceljs, loaded on first use so it is its own chunk (architecture §6). In the browser
 * Vite takes its `browser` build (dist/exceljs.min.js: Buffer and stream shims bundled
 * in), a CommonJS module whose namespace arrives as `default`; Node takes the plain one.
 */
export async function loadExcelJs(): Promise<ExcelJsModule> {
  const module = (await import('exceljs')) as ExcelJsModule & { default?: ExcelJsModule };
  return module.default ?? module;
}
