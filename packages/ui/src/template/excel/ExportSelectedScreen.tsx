import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import type { RowId } from '../../primitives/Table';
import type { ArticleExportProps } from './ArticleExportFrame';
import { ArticleSheetTable } from './ArticleSheetTable';
import { DEFAULT_EXPORT_OPTIONS, ExportOptions } from './ExportOptions';
import { SheetAlert } from './SheetAlert';
import { articleTable } from './sheetTable';
import { useExportAction } from './useExportAction';

/** `onExport` gets the selected rows only, in the table's order. */
export type ExportSelectedScreenProps = ArticleExportProps;

export const NOTHING_SELECTED = 'Please select at least one item';

/** /excel/export-selected-excel: only the checked rows; none checked is refused, not an empty file. */
export function ExportSelectedScreen({ articles, onExport }: ExportSelectedScreenProps) {
  const [options, setOptions] = useState(DEFAULT_EXPORT_OPTIONS);
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const exporting = useExportAction();

  const exportSelected = () => {
    const selected = (articles.data ?? []).filter((article) => selectedIds.includes(article.id));
    if (selected.length === 0) {
      setRefusal(NOTHING_SELECTED);
      return;
    }
    setRefusal(null);
    return exporting.run(() => onExport({ ...options, table: articleTable(selected) }));
  };

  return (
    <Page title="Export Selected">
      <Stack gap={4}>
        <ExportOptions value={options} onChange={setOptions} />
        <div>
          <Button icon="download" isLoading={exporting.isBusy} onClick={exportSelected}>
            Export Selected Items
          </Button>
        </div>
        <SheetAlert message={refusal ?? exporting.failure} />
        <ArticleSheetTable
          articles={articles}
          selectedIds={selectedIds}
          onSelectionChange={(ids) => {
            setSelectedIds(ids);
            if (ids.length > 0) setRefusal(null);
          }}
        />
      </Stack>
    </Page>
  );
}
