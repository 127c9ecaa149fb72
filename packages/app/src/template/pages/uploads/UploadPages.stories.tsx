import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { templatePage } from '../TemplateStoryFrame';
import {
  TemplateAvatarUploadPage,
  TemplateDropzonePage,
  TemplateSplitPanePage,
  TemplateStickyPage,
} from './UploadPages';

const meta = {
  title: 'Template/App Pages/Uploads (UploadPages)',
  component: TemplateDropzonePage,
  ...templatePage,
} satisfies Meta<typeof TemplateDropzonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const textFile = (name: string) => new File(['Trap 17: 412 beetles'], name, { type: 'text/plain' });
/** A 1 × 1 GIF, enough for the crop dialog to load an image. */
const gifFile = () =>
  new File(
    [Uint8Array.from(atob('R0lGODlhAQABAIAAAAB9QP///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0))],
    'dot.gif',
    {
      type: 'image/gif',
    },
  );

/** Two files go to the mock API's upload call; each ends uploaded, its bar full. */
export const Dropzone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Drop files here or choose files', {}, { timeout: 5000 });
    await userEvent.upload(input, [textFile('trap-17.txt'), textFile('trap-18.txt')]);
    await waitFor(() => expect(canvas.getAllByText(/· Uploaded$/)).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByRole('progressbar', { name: 'Upload of trap-18.txt' })).toHaveAttribute('value', '1');
  },
};

/** The upload call fails (fault switch): the file says why, at the file. */
export const DropzoneFails: Story = {
  parameters: { msw: { handlers: withFaults({ upload: { code: 50000, message: 'Upload unavailable' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Drop files here or choose files', {}, { timeout: 5000 });
    await userEvent.upload(input, textFile('trap-17.txt'));
    await expect(await canvas.findByText(/Failed: Upload unavailable/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The cropped avatar is posted to the mock API, which answers the stored file's URL. */
export const AvatarUpload: Story = {
  render: () => <TemplateAvatarUploadPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Choose an image', {}, { timeout: 5000 }), gifFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' }, { timeout: 5000 });
    await within(dialog).findByRole('button', { name: /^Crop square/ }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }, { timeout: 5000 }));
    await expect(
      await canvas.findByText(
        /^Uploaded: \/prod-api\/vue-element-admin\/uploads\/\d+\/avatar\.png$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const SplitPane: Story = {
  render: () => <TemplateSplitPanePage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('separator', {}, { timeout: 5000 })).toHaveLength(2);
  },
};

export const Sticky: Story = {
  render: () => <TemplateStickyPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('120 of 120 shown', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
