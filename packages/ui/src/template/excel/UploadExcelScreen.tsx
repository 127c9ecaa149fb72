import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../../primitives/Icon';
import { Page } from '../../primitives/Page';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { Table, type Column } from '../../primitives/Table';
import { color, radii, space, visuallyHidden } from '../../theme';
import { displayCell } from './cellDisplay';
import { readSheetFile, SHEET_EXTENSIONS, type SheetReadResult } from './readSheet';
import { SheetAlert } from './SheetAlert';
import type { SheetCell } from './sheetTable';

export interface UploadExcelScreenProps {
  /** Default: exceljs for xlsx, our CSV reader for csv (readSheetFile). */
  readFile?: (file: File) => Promise<SheetReadResult>;
}

type Upload =
  | { status: 'idle' }
  | { status: 'reading'; name: string }
  | { status: 'read'; name: string; rows: SheetCell[][] }
  | { status: 'refused'; message: string };

function SheetPreview({ name, rows }: { name: string; rows: SheetCell[][] }) {
  const [header = [], ...body] = rows;
  const columns: Column<SheetCell[]>[] = header.map((title, index) => ({
    key: String(index),
    header: displayCell(title) || `Column ${index + 1}`,
    cell: (row) => (row[index] === null ? <EmptyCell>empty</EmptyCell> : displayCell(row[index] ?? null)),
  }));
  return (
    <Table
      caption={name}
      columns={columns}
      rows={body}
      getRowId={(row) => body.indexOf(row)}
      emptyMessage="The sheet has a header row only."
    />
  );
}

/**
 * /excel/upload-excel: a sheet by drop or file picker, shown as a table. Dates stay dates
 * and empty cells stay at their place (the template turned dates into numbers and dropped
 * empty cells); a file that is not a sheet, or too big, is refused with the reason.
 */
export function UploadExcelScreen({ readFile = readSheetFile }: UploadExcelScreenProps) {
  const inputId = useId();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [isOver, setIsOver] = useState(false);

  const read = async (files: FileList | null) => {
    const [file, ...more] = files ? [...files] : [];
    if (!file) return;
    if (more.length > 0) {
      setUpload({ status: 'refused', message: 'Please drop one file at a time.' });
      return;
    }
    setUpload({ status: 'reading', name: file.name });
    const result = await readFile(file);
    setUpload(result.ok ? { status: 'read', name: file.name, rows: result.rows } : { status: 'refused', ...result });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    void read(event.dataTransfer.files);
  };

  return (
    <Page title="Upload Excel">
      <Stack gap={4}>
        <Zone
          $isOver={isOver}
          onDragOver={(event) => {
            event.preventDefault();
            setIsOver(true);
          }}
          onDragLeave={() => setIsOver(false)}
          onDrop={onDrop}
        >
          <Icon name="upload" />
          <span>Drop a sheet here, or</span>
          <PickerInput
            id={inputId}
            type="file"
            accept={SHEET_EXTENSIONS.join(',')}
            onChange={(event) => {
              void read(event.target.files);
              event.target.value = '';
            }}
          />
          <PickerLabel htmlFor={inputId}>Browse for a sheet</PickerLabel>
          <Hint>.xlsx, .xls or .csv, at most 1 MB</Hint>
        </Zone>
        {upload.status === 'reading' && <Spinner label={`Reading ${upload.name} …`} />}
        <SheetAlert message={upload.status === 'refused' ? upload.message : null} />
        {upload.status === 'read' && <SheetPreview name={upload.name} rows={upload.rows} />}
      </Stack>
    </Page>
  );
}

const Zone = styled.div<{ $isOver: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[6]} ${space[4]};
  border: 1px dashed ${(p) => (p.$isOver ? color.primary : color.borderStrong)};
  border-radius: ${radii.lg};
  background: ${(p) => (p.$isOver ? color.primarySoft : color.surfaceMuted)};
  color: ${color.textSecondary};
  text-align: center;
`;

const PickerInput = styled.input`
  ${visuallyHidden}
`;

/** The label looks like a button; the input it names keeps the focus and the keyboard. */
const PickerLabel = styled.label`
  padding: ${space[2]} ${space[4]};
  border-radius: ${radii.md};
  background: ${color.primary};
  color: ${color.textInverse};
  cursor: pointer;

  /* The hidden input's focus ring, drawn on its label as GlobalStyle draws it. */
  input:focus-visible + & {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.span`
  color: ${color.textSecondary};
`;

const EmptyCell = styled.span`
  color: ${color.textSecondary};
  font-style: italic;
`;
