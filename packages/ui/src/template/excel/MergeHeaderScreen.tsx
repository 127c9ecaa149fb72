import { ArticleExportFrame, type ArticleExportProps } from './ArticleExportFrame';
import { mergedHeaderArticleTable } from './sheetTable';

export type MergeHeaderScreenProps = ArticleExportProps;

/**
 * /excel/export-merge-header: xlsx with a two-row header ("Main Information" over Title,
 * Author and Readings); merges exist only in xlsx, so the type is fixed.
 */
export function MergeHeaderScreen(props: MergeHeaderScreenProps) {
  return (
    <ArticleExportFrame
      title="Merge Header"
      subtitle="Title, Author and Readings are grouped under “Main Information”."
      tableOf={mergedHeaderArticleTable}
      isXlsxOnly
      {...props}
    />
  );
}
