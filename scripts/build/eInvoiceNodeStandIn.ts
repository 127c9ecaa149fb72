/**
 * What @e-invoice-eu/core takes from Node and from its spreadsheet reader, for the browser
 * (eInvoiceInBrowser.ts): only its spreadsheet input uses them (a LibreOffice run in a
 * temporary folder), which the app never asks for. Each throws when called, so a use that
 * slipped in fails loudly instead of doing half its work. Besides, the EventEmitter its XML
 * builder's callback builder extends as the module loads (the library never uses that builder).
 */
const absent = (name: string) => () => {
  throw new Error(`${name} gibt es im Browser nicht (nur die Tabellen-Eingabe von @e-invoice-eu/core braucht es).`);
};

// child_process
export const spawn = absent('child_process.spawn');
// fs
export const promises = { readFile: absent('fs.readFile'), writeFile: absent('fs.writeFile') };
// path
export const resolve = absent('path.resolve');
export const parse = absent('path.parse');
export const join = absent('path.join');
// url
export const pathToFileURL = absent('url.pathToFileURL');
// tmp-promise
export const tmpName = absent('tmp.tmpName');
export const file = absent('tmp.file');
export const dir = absent('tmp.dir');
// @e965/xlsx
export const read = absent('XLSX.read');
export const utils = { decode_range: absent('XLSX.utils.decode_range') };
// events (xmlbuilder2's XMLBuilderCBImpl extends it when its module loads)
export class EventEmitter {
  on = absent('EventEmitter.on');
  emit = absent('EventEmitter.emit');
}
