import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { editorReady } from '../../testing/editorReady';
import { valueInState } from '../../testing/valueInStateMeta';
import { TinymceScreen } from './TinymceScreen';

const DOT = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const START = `<p>Bark beetles <strong>spread</strong> in warm summers.</p><img alt="A dot" src="${DOT}" onerror="window.pwned = true">`;

const meta = {
  title: 'Template/Components/Tinymce (TinymceScreen)',
  component: TinymceScreen,
  ...valueInState(TinymceScreen, START),
} satisfies Meta<typeof TinymceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor loads from the bundle, can be typed into, and the preview follows, sanitised. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the editor …' })).toBeInTheDocument();
    const frame = await editorReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Insert/edit image' })).toBeInTheDocument();
    // Skins and content styles come from the bundle as text: no style sheet was fetched for them.
    const styleSheets = performance.getEntriesByType('resource').filter((entry) => /\.css(\?|$)/.test(entry.name));
    await expect(styleSheets.filter((entry) => /skin|content|tinymce/.test(entry.name))).toEqual([]);
    // The skin's rules apply: a toolbar button is a 34 px wide flex box.
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Insert/edit image' })).width).toBe('34px');
    const preview = canvas.getByRole('region', { name: 'HTML preview' });
    // The onerror attribute is gone from the preview; the text stays.
    await expect(preview).toHaveTextContent('Bark beetles spread in warm summers.');
    await expect(preview.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    const body = frame.contentDocument!.body;
    body.querySelector('strong')!.textContent = 'spread fast';
    body.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await waitFor(() => expect(preview).toHaveTextContent('Bark beetles spread fast in warm summers.'), {
      timeout: 5000,
    });
  },
};

/** The image button opens TinyMCE's image dialog; the image it inserts reaches the preview. */
export const InsertImage: Story = {
  args: { value: '<p>Trap 17</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const imageButton = await canvas.findByRole('button', { name: 'Insert/edit image' }, { timeout: 20000 });
    await waitFor(() => expect(imageButton).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 20000 });
    await userEvent.click(imageButton);
    const dialog = await screen.findByRole('dialog', { name: 'Insert/Edit Image' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByLabelText('Source'), DOT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alternative description' }), 'Trap photo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const preview = canvas.getByRole('region', { name: 'HTML preview' });
    await waitFor(() => expect(within(preview).getByRole('img', { name: 'Trap photo' })).toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  // Photographed with the editor started, not mid-start.
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};

/** Shows the editor until the button hides it (the story below closes it mid-start). */
function ClosableEditor() {
  const [isShown, setIsShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsShown((shown) => !shown)}>
        {isShown ? 'Close the editor' : 'Open the editor'}
      </button>
      {isShown ? <TinymceScreen value="<p>Trap 17</p>" onChange={() => undefined} /> : null}
    </>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Closed at any moment of its start, the editor leaves nothing behind: TinyMCE keeps a list
 * of editors and sends them the window's resize events, and one left there with its frame
 * gone threw on every later resize (seen in CI as errors in unrelated story files).
 */
export const ClosedWhileStarting: Story = {
  render: () => <ClosableEditor />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { default: tinymce } = await import('tinymce');
    for (const startsFor of [0, 15, 40, 80, 160, 320]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Close the editor' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Open the editor' }));
      await pause(startsFor);
      await userEvent.click(canvas.getByRole('button', { name: 'Close the editor' }));
      window.dispatchEvent(new Event('resize'));
      await expect(tinymce.get()).toEqual([]);
      await userEvent.click(canvas.getByRole('button', { name: 'Open the editor' }));
    }
    await canvas.findByRole('button', { name: 'Insert/edit image' }, { timeout: 20000 });
  },
};
