/** The build's chunks of the three libraries that name `Function(` (exceljs, jszip, TinyMCE). */
export interface HeavyChunks {
  exceljs: string;
  jszip: string;
  tinymce: string;
}

/**
 * Browser code that does each library's real work from its built chunk: writes and reads back
 * an .xlsx workbook, packs and unpacks a zip, starts a TinyMCE editor and reads its content.
 * A string, not a function: Vitest rewrites `import()` in the test's own code into its module
 * runner's call, which the page does not have. Its value is `{ cell, unzipped, html }`.
 */
export function heavyLibrariesProbe(chunks: HeavyChunks): string {
  return `(async () => {
    const ExcelJs = (await import(${JSON.stringify(chunks.exceljs)})).default;
    const book = new ExcelJs.Workbook();
    book.addWorksheet('Funde').addRow(['Buchdrucker', 6]);
    const read = new ExcelJs.Workbook();
    await read.xlsx.load(await book.xlsx.writeBuffer());

    const JsZip = (await import(${JSON.stringify(chunks.jszip)})).default;
    const zipped = await new JsZip().file('fund.txt', 'Käfer').generateAsync({ type: 'uint8array' });
    const unzipped = await (await JsZip.loadAsync(zipped)).file('fund.txt').async('string');

    const { createEditor } = await import(${JSON.stringify(chunks.tinymce)});
    const target = document.createElement('textarea');
    document.body.append(target);
    const editor = await createEditor({
      target, label: 'Text', initialValue: '<p>Hallo Wald</p>', height: 200, onChange: () => undefined,
    });
    const html = editor.getContent();
    editor.remove();
    target.remove();
    return { cell: read.worksheets[0].getRow(1).getCell(1).value, unzipped, html };
  })()`;
}
