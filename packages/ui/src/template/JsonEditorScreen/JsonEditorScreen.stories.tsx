import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { valueInState } from '../../testing/valueInStateMeta';
import { JsonEditorScreen } from './JsonEditorScreen';

const SAMPLE = JSON.stringify(
  {
    species: 'Ips typographus',
    traps: [
      { id: 1, count: 412 },
      { id: 2, count: 98 },
    ],
    checked: true,
  },
  null,
  2,
);

const meta = {
  title: 'Template/Components/JSON Editor (JsonEditorScreen)',
  component: JsonEditorScreen,
  ...valueInState(JsonEditorScreen, SAMPLE),
} satisfies Meta<typeof JsonEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid JSON with line numbers; a comma typed too many shows the lint message with line and column. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Valid JSON');
    // CodeMirror draws its gutter after mounting, in a measure cycle of its own.
    await waitFor(() => expect(canvasElement.querySelector('.cm-lineNumbers')).toHaveTextContent('1'));
    const editor = canvas.getByRole('textbox', { name: 'JSON' });
    await userEvent.click(editor);
    // The caret before the closing brace of the last line; a comma there breaks the JSON.
    const lastLine = [...editor.querySelectorAll('.cm-line')].at(-1)!;
    window.getSelection()!.collapse(lastLine.firstChild, 0);
    await userEvent.keyboard(',');
    await waitFor(
      () => expect(status).toHaveTextContent('Line 14, column 2: Expected a property name in double quotes'),
      { timeout: 5000 },
    );
    // CodeMirror's own lint marks the same place.
    await waitFor(() => expect(canvasElement.querySelector('.cm-lintRange-error')).not.toBeNull(), { timeout: 5000 });
  },
};

export const Invalid: Story = {
  args: { value: '{\n  "a": 1\n  "b": 2\n}' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Line 3, column 3: Expected ',' or '}'");
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
