/** The excel pages: a module of their own, so exceljs is a chunk of its own. */
export {
  TemplateExportExcelPage,
  TemplateExportMergeHeaderPage,
  TemplateExportSelectedExcelPage,
  TemplateUploadExcelPage,
} from './ExcelPages';
