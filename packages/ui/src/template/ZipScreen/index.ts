/** The template's zip page, reached as `@waldmonitor/ui/template/zip`: jszip loads with it, on first use. */
export { ZipScreen, type ZipExportRequest, type ZipScreenProps } from './ZipScreen';
export { buildTextZip } from './zipFile';
