import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { DropzoneScreen, type DropzoneItem } from './DropzoneScreen';

const fileOf = (name: string, bytes = 1200) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Takes the files as the app would, each half uploaded. */
function Stateful({ initial, onAddFiles }: { initial: DropzoneItem[]; onAddFiles: (files: File[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <DropzoneScreen
      items={items}
      onAddFiles={(files) => {
        onAddFiles(files);
        setItems((now) => [
          ...now,
          ...files.map((file) => ({
            id: file.name,
            name: file.name,
            size: file.size,
            progress: 0.5,
            status: 'uploading' as const,
          })),
        ]);
      }}
      onRemove={(id) => setItems((now) => now.filter((item) => item.id !== id))}
    />
  );
}

const meta = {
  title: 'Template/Components/Dropzone (DropzoneScreen)',
  component: DropzoneScreen,
  args: { items: [], onAddFiles: fn(), onRemove: fn() },
  render: (args) => <Stateful initial={[...args.items]} onAddFiles={args.onAddFiles} />,
} satisfies Meta<typeof DropzoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three files are taken; a fourth and a file over 2 MB are refused at the field in clear sentences. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drop files here or choose files');
    await userEvent.upload(input, [fileOf('a.png'), fileOf('b.png'), fileOf('big.png', 3 * 1024 * 1024)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('big.png is larger than 2 MB');
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    await userEvent.upload(input, [fileOf('c.png'), fileOf('d.png')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only 3 files can be uploaded');
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['a.png', 'b.png', 'c.png']);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of c.png' })).toHaveAttribute('value', '0.5');
    // After one is removed, there is room again.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.png' }));
    await userEvent.upload(input, [fileOf('d.png')]);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByText('d.png')).toBeInTheDocument();
    // A drop on the zone goes through the same limits.
    const dropped = new DataTransfer();
    dropped.items.add(fileOf('e.png'));
    const zone = canvas.getByText('Drop files here or choose files').closest('label')!;
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only 3 files can be uploaded');
  },
};

/** Every state of a file at once: uploading, uploaded, failed with the API's message. */
export const Uploads: Story = {
  args: {
    items: [
      { id: '1', name: 'kaefer-foto.jpg', size: 812_000, progress: 0.35, status: 'uploading' },
      { id: '2', name: 'karte.png', size: 1_200_000, progress: 1, status: 'done' },
      { id: '3', name: 'falle-17.png', size: 64_000, progress: 0, status: 'failed', message: 'Upload unavailable' },
    ],
  },
};

export const LongGermanText: Story = {
  args: {
    items: [
      {
        id: '1',
        name: 'Borkenkaeferbefallsflaechenkartierung-Forstrevier-Hohenwarthe-Abteilung-412b.jpg',
        size: 1_900_000,
        progress: 0.8,
        status: 'uploading',
      },
    ],
  },
  decorators: [narrowDecorator],
};
