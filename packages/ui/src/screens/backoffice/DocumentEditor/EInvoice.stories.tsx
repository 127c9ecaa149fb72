import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { loadedQuery } from '../../../model/queryState';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { STORY_INVOICE } from '../billingStoryData';
import { DocumentEditor } from './DocumentEditor';
import { editorStoryArgs } from './editorStoryArgs';

/**
 * The invoice's e-invoice ("E-Rechnung"): the hybrid PDF (ZUGFeRD / Factur-X) or the XRechnung
 * as UBL or CII, the client's own form first.
 */
const meta = {
  title: 'Screens/Back office/Rechnung – E-Rechnung (DocumentEditor)',
  component: DocumentEditor,
  args: {
    ...editorStoryArgs(fixedClientChoice([{ client_id: 1, name: 'Stadt Calw' }])),
    edited: loadedQuery({ kind: 'rechnung', document: { ...STORY_INVOICE, archiviert: true } }),
    onDownloadEInvoice: fn(async () => undefined),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Das Menü „E-Rechnung“ in der Bearbeitung einer Rechnung: Es lädt die Rechnung als ZUGFeRD-PDF oder als XRechnung (CII oder UBL) herunter. Das Format des Kunden steht zuerst und ist als solches benannt.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Rechnungen: XRechnung-Export), §3 (Decided: „E-Rechnung“, e_format)',
      tun: [
        'Während die Datei entsteht, die Schaltfläche als beschäftigt zeigen und keine zweite Wahl annehmen.',
        'Verletzt die Rechnung eine Regel der E-Rechnung, auf Deutsch nennen, was fehlt.',
      ],
      lassen: [
        'Eine archivierte Rechnung nicht aus den aktuellen Daten exportieren: Druck und E-Rechnung entstehen aus ihrer gestellten Form.',
        'Das Format des Kunden nicht aus der ersten Stelle des Menüs verdrängen.',
      ],
    },
  },
} satisfies Meta<typeof DocumentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'E-Rechnung' }));
  return screen.findAllByRole('menuitem');
};

/** A client without a chosen form gets the ZUGFeRD PDF first; each choice downloads its form. */
export const HybridFirst: Story = {
  name: 'ZUGFeRD-PDF zuerst',
  play: async ({ canvasElement, args }) => {
    const items = await openMenu(canvasElement);
    await expect(items.map((item) => item.textContent)).toEqual([
      'ZUGFeRD-PDF (PDF mit XML) – Format des Kunden',
      'XRechnung (CII)',
      'XRechnung (UBL)',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'XRechnung (CII)' }));
    await waitFor(() => expect(args.onDownloadEInvoice).toHaveBeenCalledWith('cii'));
  },
};

/** A public buyer whose portal takes UBL: that form comes first and is named as the client's. */
export const ClientTakesUbl: Story = {
  name: 'Kunde empfängt XRechnung (UBL)',
  args: { eInvoiceForm: 'ubl' },
  play: async ({ canvasElement, args }) => {
    const [first] = await openMenu(canvasElement);
    await expect(first).toHaveTextContent('XRechnung (UBL) – Format des Kunden');
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(args.onDownloadEInvoice).toHaveBeenCalledWith('ubl'));
  },
};

/** While the PDF is written the button waits; a second choice meanwhile is not taken. */
export const Writing: Story = {
  name: 'Datei wird erstellt',
  args: { onDownloadEInvoice: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await openMenu(canvasElement))[0] as HTMLElement);
    const button = within(canvasElement).getByRole('button', { name: 'E-Rechnung' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    const again = screen.queryAllByRole('menuitem')[1];
    if (again) await userEvent.click(again);
    await expect(args.onDownloadEInvoice).toHaveBeenCalledTimes(1);
  },
};
