import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { storyPictures } from '../storyData';
import { PictureViewer } from './PictureViewer';

const meta = {
  title: 'Screens/Käferfunde prüfen/Käferfund – Bilder (PictureViewer)',
  component: PictureViewer,
  parameters: {
    leitfaden: {
      zweck:
        'Die Bilder einer Käfermeldung: ein großes Bild mit Zoom und Verschieben, Blättern mit den Pfeiltasten, Vorschaubilder und die Wahl, welche Bilder die Meldung behält. Teil der geöffneten Meldung in der Prüfliste (Dashboard der Experten, Backoffice › Käferfunde).',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Prüfliste: ein Fund mit seinen Bildern, Zoom), §7 (GET /bilder, a_update_bilder), PictureViewer.tsx',
      tun: [
        'Jedem Bild einen Alternativtext geben, der Bildnummer, Meldung und Art nennt.',
        'Vor dem Entfernen fragen und die betroffenen Bilder beim Namen nennen; nur die behaltenen Dateien senden.',
      ],
      lassen: [
        'Nicht ohne Rückfrage entfernen: Entfernte Bilder lassen sich nicht zurückholen.',
        'Bei einer abgelehnten Speicherung die Auswahl nicht verwerfen: Sie bleibt für einen neuen Versuch.',
      ],
    },
  },
  args: { pictures: loadedQuery(storyPictures(3)), onSaveSelection: fn(async () => undefined) },
} satisfies Meta<typeof PictureViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Zoom and move by keyboard; every picture has its alt text. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Bild 1 von 3 zu Meldung 1: Buchdrucker' })).toBeInTheDocument();
    const stage = canvas.getByRole('group', { name: /Zoom 100 %/ });
    stage.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Bild 2 von 3 zu Meldung 1: Buchdrucker' })).toBeInTheDocument();
    await userEvent.keyboard('++');
    await expect(canvas.getByRole('group', { name: /Zoom 156 %/ })).toBeInTheDocument();
    await userEvent.keyboard('0');
    await expect(canvas.getByRole('group', { name: /Zoom 100 %/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Vergrößern' }));
    await expect(canvas.getByRole('button', { name: 'Ansicht zurücksetzen' })).toBeEnabled();
  },
};

/** The set trimmed: removing is asked first, naming the pictures; only the kept files are sent. */
export const ManyPictures: Story = {
  name: 'Viele Bilder',
  args: { pictures: loadedQuery(storyPictures(12)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bild 2 behalten' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bild 12 behalten' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nur 10 von 12 Bildern behalten' }));
    const dialog = await screen.findByRole('alertdialog', { name: '2 Bilder entfernen?' });
    await expect(dialog).toHaveTextContent(
      'Bild 2 (bild-02.jpg), Bild 12 (bild-12.jpg) werden aus der Meldung entfernt; 10 Bilder bleiben. Das lässt sich nicht rückgängig machen.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await expect(args.onSaveSelection).toHaveBeenCalledWith(
      storyPictures(12)
        .map((p) => p.filename)
        .filter((name) => name !== 'bild-02.jpg' && name !== 'bild-12.jpg'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Removing pictures cannot be undone: "Abbrechen" sends nothing and keeps the choice. */
export const RemovalAsksFirst: Story = {
  name: 'Entfernen fragt nach',
  args: { onSaveSelection: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bild 1 behalten' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nur 2 von 3 Bildern behalten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bild entfernen?' });
    await expect(dialog).toHaveTextContent('2 Bilder bleiben');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSaveSelection).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Bild 1 behalten' })).not.toBeChecked();
  },
};

/** The save refused (409): said in German at the viewer, the service's words as details, the choice kept for another try. */
export const SaveFails: Story = {
  name: 'Speichern scheitert',
  args: {
    onSaveSelection: fn(async () => {
      throw serviceError({
        status: 409,
        code: '23503',
        message: 'insert or update on table "bilder" violates foreign key constraint "bilder_kaefer_id_fkey"',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bild 3 behalten' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nur 2 von 3 Bildern behalten' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Bild entfernen?' })).getByRole('button', {
        name: 'Entfernen',
      }),
    );
    // The dialog closes and the page outside it is no longer hidden from assistive technology.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const alert = await canvas.findByRole('alert');
    // The sentence is German only; the service's own text is the details line under it.
    await expect(alert).toHaveTextContent(
      /^Die Bildauswahl wurde nicht gespeichert; Ihre Auswahl bleibt für einen neuen Versuch\. [^(]+\.Meldung des Dienstes: insert or update/,
    );
    await expect(within(alert).getByText(/^Meldung des Dienstes:/)).toHaveTextContent(
      /^Meldung des Dienstes: insert or update on table "bilder"/,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Bild 3 behalten' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Nur 2 von 3 Bildern behalten' })).toBeEnabled();
  },
};

export const NoPictures: Story = {
  name: 'Ohne Bilder',
  args: { pictures: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zu dieser Meldung gibt es keine Bilder.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { pictures: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Bilder werden geladen …' })).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: {
    pictures: failedQuery(serviceError({ code: '42501', message: 'permission denied for table bilder' }), onRetry),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const MissingFile: Story = {
  name: 'Bilddatei fehlt',
  args: {
    pictures: loadedQuery([{ filename: 'fehlt.jpg', url: null, alt: 'Bild 1 von 1 zu Meldung 4: Hirschkäfer' }]),
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };
