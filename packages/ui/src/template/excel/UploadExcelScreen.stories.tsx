import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadExcelJs } from './excelJs';
import { UploadExcelScreen } from './UploadExcelScreen';

const meta = {
  title: 'Template/Excel/Upload Excel (UploadExcelScreen)',
  component: UploadExcelScreen,
} satisfies Meta<typeof UploadExcelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sheet with a date cell and an empty cell in the middle of a row, made here with exceljs. */
async function fixtureSheet(): Promise<File> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Visits');
  sheet.addRow(['Name', 'Note', 'Count', 'Visited']);
  sheet.addRow(['Alice', null, 3, new Date(Date.UTC(2024, 2, 15))]);
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], 'visits.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Browse for a sheet'), await fixtureSheet());
    const table = await canvas.findByRole('table', { name: 'visits.xlsx' }, { timeout: 10_000 });
    const cells = within(table).getAllByRole('cell');
    // The date stays a date (not the serial number 45366) and the empty cell keeps its column.
    await expect(cells.map((cell) => cell.textContent)).toEqual(['Alice', 'empty', '3', '15 Mar 2024']);
  },
};

export const NotASheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // `applyAccept: false`: a person can pick "All files" in the dialog, and a drop has no filter.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Browse for a sheet'), new File(['%PDF'], 'report.pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '"report.pdf" is not a sheet. Please choose an .xlsx, .xls or .csv file.',
    );
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
