import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { A4Sheet } from './A4Sheet';
import { PrintView } from './PrintView';

const meta = {
  title: 'Screens/Gemeinsam/Druckansicht (PrintView)',
  component: PrintView,
  args: {
    title: 'Druckansicht: Residuenbericht Forstkarte Revier Bramwald 1936',
    pageHeader: 'Residuenbericht · Forstkarte Revier Bramwald 1936',
    paperLabel: 'Bericht',
    onClose: fn(),
    onPrint: fn(),
    children: (
      <A4Sheet>
        <h2>Residuenbericht</h2>
        <p>Ein A4-Blatt über dem ganzen Fenster; gedruckt wird nur das Blatt.</p>
      </A4Sheet>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    leitfaden: {
      zweck:
        'Die Druckansicht eines A4-Blattes über dem ganzen Fenster: oben „Drucken / als PDF speichern“, wahlweise „PDF herunterladen“, und „Schließen“; gedruckt wird nur das Blatt. Sie zeigt Rechnungen, Angebote, Mahnungen und den Residuenbericht der Georeferenzierung.',
      rollen: ['Administrator', 'Experte'],
      spezifikation: 'requirements §2 (Backoffice: Druckansicht; GIS: Residuenbericht), PrintView.tsx',
      tun: ['Den Fokus beim Öffnen auf „Drucken“ legen und mit Escape schließen.'],
      lassen: ['Die Werkzeugleiste und Hinweise nicht mitdrucken: Sie stehen nur am Bildschirm.'],
    },
  },
} satisfies Meta<typeof PrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The print button has the focus; Escape closes. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args }) => {
    const view = await screen.findByRole('dialog', { name: args.title });
    const print = within(view).getByRole('button', { name: 'Drucken / als PDF speichern' });
    await waitFor(() => expect(print).toHaveFocus());
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(within(view).getByRole('region', { name: 'Bericht' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A notice above the sheet (not printed), and the PDF button when the view can make one. */
export const WithNoticeAndPdf: Story = {
  name: 'Mit Hinweis und PDF',
  args: {
    notice: 'Angaben zum Aussteller fehlen: Briefkopf und Fußzeile bleiben leer.',
    onDownloadPdf: fn(async () => undefined),
  },
  play: async ({ args }) => {
    const view = await screen.findByRole('dialog', { name: args.title });
    await expect(within(view).getByRole('status')).toHaveTextContent('Angaben zum Aussteller fehlen');
    await userEvent.click(within(view).getByRole('button', { name: 'PDF herunterladen' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledOnce();
  },
};
