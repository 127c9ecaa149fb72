/** The zip page: a module of its own, so jszip is a chunk of its own. */
export { TemplateExportZipPage } from './ZipPage';
