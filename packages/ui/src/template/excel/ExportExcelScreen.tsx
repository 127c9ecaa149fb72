import { ArticleExportFrame, type ArticleExportProps } from './ArticleExportFrame';
import { articleTable } from './sheetTable';

export type ExportExcelScreenProps = ArticleExportProps;

/** /excel/export-excel: the article table as xlsx, csv or txt, with a file name and auto width. */
export function ExportExcelScreen(props: ExportExcelScreenProps) {
  return <ArticleExportFrame title="Export Excel" tableOf={articleTable} {...props} />;
}
