import { Checkbox } from '../../primitives/Checkbox';
import { Inline } from '../../primitives/Inline';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { DEFAULT_SHEET_NAME, SHEET_FORMATS, type SheetFormat } from './sheetTable';

export interface ExportOptionsValue {
  fileName: string;
  autoWidth: boolean;
  format: SheetFormat;
}

export const DEFAULT_EXPORT_OPTIONS: ExportOptionsValue = { fileName: '', autoWidth: true, format: 'xlsx' };

const FORMAT_OPTIONS = SHEET_FORMATS.map((format) => ({ value: format, label: format }));

export interface ExportOptionsProps {
  value: ExportOptionsValue;
  onChange: (value: ExportOptionsValue) => void;
  /** Only the file name, e.g. for the merged header (always xlsx). */
  isNameOnly?: boolean;
}

/** File name, auto width and file type, as the template's export bar. */
export function ExportOptions({ value, onChange, isNameOnly = false }: ExportOptionsProps) {
  return (
    <Inline gap={4} align="end">
      <TextField
        label="File name"
        placeholder={`${DEFAULT_SHEET_NAME} if left empty`}
        value={value.fileName}
        onChange={(fileName) => onChange({ ...value, fileName })}
      />
      {!isNameOnly && (
        <>
          <Checkbox
            label="Auto width"
            checked={value.autoWidth}
            onChange={(autoWidth) => onChange({ ...value, autoWidth })}
          />
          <Select
            label="Book type"
            options={FORMAT_OPTIONS}
            value={value.format}
            onChange={(format) => onChange({ ...value, format: format as SheetFormat })}
          />
        </>
      )}
    </Inline>
  );
}
