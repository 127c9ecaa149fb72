import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUploadScreen } from './AvatarUploadScreen';

/** A 300 × 200 picture made by the story: green left half, white right half. */
async function pictureFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 300, 200);
  context.fillStyle = '#007d40';
  context.fillRect(0, 0, 150, 200);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'forest.png', { type: 'image/png' });
}

const meta = {
  title: 'Template/Components/Upload (AvatarUploadScreen)',
  component: AvatarUploadScreen,
  args: { onUpload: fn(async () => '/prod-api/vue-element-admin/uploads/1/avatar.png') },
} satisfies Meta<typeof AvatarUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose, move the square by keyboard, zoom, apply: the preview shows the crop, and it uploads. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('Choose an image'), await pictureFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' }, { timeout: 5000 });
    const square = await within(dialog).findByRole(
      'button',
      { name: /^Crop square, 17 % from the left, 0 % from the top$/ },
      { timeout: 5000 },
    );
    // Dragged far to the right, the square stops at the image's right edge.
    const box = square.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: square, coords: { clientX: box.left + 4, clientY: box.top + 4 } },
      { target: square, coords: { clientX: box.left + 2000, clientY: box.top + 4 } },
      { keys: '[/MouseLeft]', target: square },
    ]);
    await expect(square).toHaveAccessibleName('Crop square, 33 % from the left, 0 % from the top');
    square.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(square).toHaveAccessibleName('Crop square, 0 % from the left, 0 % from the top');
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const preview = await canvas.findByRole('img', { name: 'Avatar preview' }, { timeout: 5000 });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The square was moved onto the green half: the avatar's middle is green.
    const drawn = document.createElement('canvas');
    drawn.width = 200;
    drawn.height = 200;
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
    drawn.getContext('2d')!.drawImage(preview as HTMLImageElement, 0, 0);
    await expect([...drawn.getContext('2d')!.getImageData(100, 100, 1, 1).data]).toEqual([0, 125, 64, 255]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }, { timeout: 5000 }));
    await expect(args.onUpload).toHaveBeenCalledWith(preview.getAttribute('src'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Uploaded: /prod-api/vue-element-admin/uploads/1/avatar.png',
    );
  },
};

/** The mock API refuses: its message is shown, the preview stays. */
export const UploadFails: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('Upload unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose an image'), await pictureFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' }, { timeout: 5000 });
    await within(dialog).findByRole('button', { name: /^Crop square/ }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Upload failed: Upload unavailable')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Avatar preview' })).toBeInTheDocument();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
