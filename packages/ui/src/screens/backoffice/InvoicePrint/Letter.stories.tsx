import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultInvoiceTerms } from '../../../model/billing/einvoice';
import { PT, SHEET, TYPE } from '../../../model/billing/letterLayout/geometry';
import { layoutLetter } from '../../../model/billing/letterLayout/letterLayout';
import type { LetterInput } from '../../../model/billing/letterLayout/letterContent';
import type { TextItem } from '../../../model/billing/letterLayout/layoutTypes';
import { STORY_INVOICE, STORY_ISSUER, storyPositions } from '../billingStoryData';
import { storyClient } from '../storyData';
import { Letter } from './Letter';

const INVOICE: LetterInput = {
  kind: 'rechnung',
  issuer: STORY_ISSUER,
  client: storyClient({ client_id: 1 }),
  document: STORY_INVOICE,
  positions: storyPositions(STORY_INVOICE.id),
  terms: defaultInvoiceTerms(STORY_INVOICE.id),
};

/** Lines only the PDF has: the page breaks of the print view are the browser's. */
const PAGINATION = /^(Seite \d+ von \d+|Zwischensumme, Übertrag|Übertrag von Seite \d+)$/;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The sheet's millimetres on screen (CSS: 96 px per inch). */
const MM = 96 / 25.4;

const meta = {
  title: 'Screens/Back office/Rechnung – Brief und PDF (Letter)',
  component: Letter,
  args: INVOICE,
  parameters: {
    leitfaden: {
      zweck:
        'Der Brief selbst, so wie er gedruckt wird (DIN 5008, Form B): Falz- und Lochmarken, Briefkopf, Anschriftenfeld, Informationsblock, Betreff, Positionen und Fußzeile. Er steht in der Druckansicht; das PDF wird aus derselben Beschreibung gesetzt.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Angebote und Rechnungen: A4-Brief nach DIN 5008), §3 (Decided: Positionen 1…n, Platzhalter), Letter.tsx, letterContent.ts',
      tun: [
        'Änderungen am Brief in der gemeinsamen Beschreibung vornehmen, damit Druckansicht und PDF gleich bleiben.',
        'Anschriftenfeld, Informationsblock und Betreff millimetergenau dort halten, wo DIN 5008 sie vorsieht.',
      ],
      lassen: [
        'Keine Bedienelemente in den Brief setzen: Er enthält nur, was gedruckt wird.',
        'Keine geschweiften Klammern von Platzhaltern drucken: Was sich nicht füllen lässt, entfällt.',
      ],
    },
  },
} satisfies Meta<typeof Letter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The print view's letter and the PDF come from one description: every line the PDF draws
 * stands in the letter, and the blocks DIN 5008 fixes (address field, information block,
 * subject) sit where the PDF puts them, to a millimetre.
 */
export const SameAsPdf: Story = {
  name: 'Brief wie im PDF',
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole('article', { name: 'Rechnung 2025017' });
    const letterText = squash(sheet.innerText);
    const layout = layoutLetter(args);
    const lines = layout.pages.flatMap((page) =>
      page.items.filter((item): item is TextItem => item.kind === 'text' && !PAGINATION.test(item.text)),
    );
    for (const line of lines) await expect(letterText).toContain(squash(line.text));

    const origin = sheet.getBoundingClientRect();
    /** Where `text` begins on the sheet in the print view: its left edge and its line's top, in mm. */
    const placeOf = (text: string) => {
      const element = within(sheet).getByText(text, { exact: true });
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getClientRects()[0]!;
      return { x: (box.left - origin.left) / MM, top: (box.top - origin.top) / MM };
    };
    const first = layout.pages[0]!.items.filter((item): item is TextItem => item.kind === 'text');
    const inPdf = (text: string) => first.find((item) => item.text === text)!;
    for (const text of ['Stadt Calw', 'Rechnungsnummer', 'Rechnung Nr. 2025017']) {
      const pdf = inPdf(text);
      const shown = placeOf(text);
      await expect(Math.abs(shown.x - pdf.x)).toBeLessThan(1);
      // The PDF gives the baseline; the line's box begins about one ascent above it.
      const size = text === 'Rechnung Nr. 2025017' ? TYPE.subject : TYPE.address;
      await expect(Math.abs(shown.top - (pdf.y - size * PT * 0.8))).toBeLessThan(1.5);
    }
    await expect(inPdf('Stadt Calw').x).toBe(SHEET.address.left + 5);
  },
};
