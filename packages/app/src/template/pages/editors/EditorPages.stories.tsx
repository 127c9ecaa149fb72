import type { Meta, StoryObj } from '@storybook/react-vite';
import { editorReady } from '@waldmonitor/ui/testing/editorReady';
import { expect, userEvent, within } from 'storybook/test';
import { templatePage } from '../TemplateStoryFrame';
import { TemplateJsonEditorPage } from './jsonEditor';
import { TemplateMarkdownPage } from './markdown';
import { TemplateTinymcePage } from './tinymce';

const meta = {
  title: 'Template/App Pages/Editors (EditorPages)',
  component: TemplateTinymcePage,
  ...templatePage,
} satisfies Meta<typeof TemplateTinymcePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** TinyMCE from our own bundle: the editor becomes editable and the preview shows its HTML. */
export const Tinymce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    const preview = canvas.getByRole('region', { name: 'HTML preview' });
    await expect(within(preview).getByRole('heading', { name: 'Bark beetle season' })).toBeInTheDocument();
  },
};

export const Markdown: Story = {
  render: () => <TemplateMarkdownPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get HTML' }, { timeout: 5000 }));
    await expect(canvas.getByRole('region', { name: 'HTML output' })).toHaveTextContent(
      '<strong>spruce bark beetle</strong> (<em>Ips typographus</em>)',
    );
  },
};

export const JsonEditor: Story = {
  render: () => <TemplateJsonEditorPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'JSON' }, { timeout: 5000 })).toHaveTextContent(
      '"species": "Ips typographus"',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Valid JSON');
  },
};
