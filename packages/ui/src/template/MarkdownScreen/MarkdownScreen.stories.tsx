import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { valueInState } from '../../testing/valueInStateMeta';
import { MarkdownScreen } from './MarkdownScreen';

/** A source with a script and an event attribute: neither may reach the preview or the HTML. */
const UNSAFE = [
  '# Beetle report',
  '',
  'Spruce bark beetle found.',
  '',
  '<script>window.pwned = true</script>',
  '<img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.pwned = true">',
].join('\n');

const meta = {
  title: 'Template/Components/Markdown (MarkdownScreen)',
  component: MarkdownScreen,
  ...valueInState(MarkdownScreen, UNSAFE),
} satisfies Meta<typeof MarkdownScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar writes bold syntax around the selection; "Get HTML" hands out clean HTML. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Markdown' });
    const word = 'Spruce';
    const start = field.value.indexOf(word);
    field.focus();
    field.setSelectionRange(start, start + word.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(field.value).toContain('**Spruce** bark beetle found.');
    await expect(field.selectionStart).toBe(start + 2);
    const preview = canvas.getByRole('region', { name: 'Markdown preview' });
    await expect(within(preview).getByRole('heading', { name: 'Beetle report' })).toBeInTheDocument();
    await expect(preview.querySelector('strong')).toHaveTextContent('Spruce');

    await userEvent.click(canvas.getByRole('button', { name: 'Get HTML' }));
    const output = canvas.getByRole('region', { name: 'HTML output' });
    await expect(output).toHaveTextContent('<strong>Spruce</strong> bark beetle found.');
    await expect(output).toHaveTextContent('<img alt="A dot"');
    await expect(output.textContent).not.toContain('<script');
    await expect(output.textContent).not.toContain('onerror');
    await expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  },
};

/** Every toolbar button writes its syntax at the caret, with a placeholder to type over. */
export const EmptyWithToolbar: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Markdown' });
    await userEvent.click(canvas.getByRole('button', { name: 'Heading' }));
    await userEvent.keyboard('Notes');
    await userEvent.keyboard('{End}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await userEvent.keyboard('{End}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await userEvent.keyboard('example.org');
    await expect(field).toHaveValue('## Notes\n- List item\n[link text](example.org)');
    await expect(canvas.getByRole('link', { name: 'link text' })).toBeInTheDocument();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
