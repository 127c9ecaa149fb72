import { useState } from 'react';
import type { TemplateArticle } from '../../model/contract/templateApi';
import type { QueryState } from '../../model/queryState';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { ArticleSheetTable } from '../excel/ArticleSheetTable';
import { SheetAlert } from '../excel/SheetAlert';
import { articleTable, DEFAULT_SHEET_NAME, type SheetTable } from '../excel/sheetTable';
import { useExportAction } from '../excel/useExportAction';

export interface ZipExportRequest {
  table: SheetTable;
  /** As typed; empty means "excel-list". */
  fileName: string;
}

export interface ZipScreenProps {
  /** The articles, as one read. */
  articles: QueryState<readonly TemplateArticle[]>;
  /** What to zip; the app builds the file (`buildTextZip`) and offers it to save. */
  onExport: (request: ZipExportRequest) => unknown;
}

/** /zip/download: the article table as a text file inside a zip, both with the chosen name. */
export function ZipScreen({ articles, onExport }: ZipScreenProps) {
  const [fileName, setFileName] = useState('');
  const exporting = useExportAction();
  return (
    <Page title="Export Zip">
      <Stack gap={4}>
        <Inline gap={4} align="end">
          <TextField
            label="File name"
            placeholder={`${DEFAULT_SHEET_NAME} if left empty`}
            value={fileName}
            onChange={setFileName}
          />
          <Button
            icon="download"
            isLoading={exporting.isBusy}
            disabled={(articles.data ?? []).length === 0}
            onClick={() => exporting.run(() => onExport({ fileName, table: articleTable(articles.data ?? []) }))}
          >
            Export Zip
          </Button>
        </Inline>
        <SheetAlert message={exporting.failure} />
        <ArticleSheetTable articles={articles} />
      </Stack>
    </Page>
  );
}
