import { render, screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { defaultInvoiceTerms } from '../../../model/billing/einvoice';
import { giroCodePayload } from '../../../model/billing/giroCode';
import { STORY_INVOICE, STORY_ISSUER, storyPositions } from '../billingStoryData';
import { storyClient } from '../storyData';
import { Letter } from './Letter';

const PIXELS_PER_MODULE = 4;

/**
 * Paints the drawn code as a camera would see it: the SVG's light ground and each rectangle
 * of its path in dark, 4 pixels per module, into an RGBA buffer for the decoder.
 */
function paint(svg: SVGElement): { data: Uint8ClampedArray; width: number } {
  const units = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const width = units * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * PIXELS_PER_MODULE; py < (Number(y) + 1) * PIXELS_PER_MODULE; py += 1) {
      for (let px = Number(x) * PIXELS_PER_MODULE; px < (Number(x) + Number(run)) * PIXELS_PER_MODULE; px += 1) {
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { data, width };
}

describe('given an invoice of an issuer with an IBAN', () => {
  it('after printing, a scanner reads the letter’s GiroCode back as its amount and number', () => {
    render(
      <Letter
        kind="rechnung"
        issuer={STORY_ISSUER}
        client={storyClient({ client_id: 1 })}
        document={STORY_INVOICE}
        positions={storyPositions(STORY_INVOICE.id)}
        terms={defaultInvoiceTerms(STORY_INVOICE.id)}
      />,
    );
    const code = screen.getByRole('img', {
      name: 'GiroCode: 1.113,84\u00a0€ an APUS Forstvermessung GmbH, Rechnung 2025017',
    });
    const { data, width } = paint(code as unknown as SVGElement);
    const decoded = jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;

    expect(decoded).toBe(giroCodePayload(STORY_ISSUER, 111384, 'Rechnung 2025017'));
    const lines = decoded?.split('\n') ?? [];
    expect(lines[6]).toBe('DE89370400440532013000');
    expect(lines[7]).toBe('EUR1113.84');
    expect(lines[10]).toBe('Rechnung 2025017');
  });
});

describe('given an issuer without a bank account', () => {
  it('the letter has no GiroCode', () => {
    const { bank: _, ...withoutBank } = STORY_ISSUER;
    render(
      <Letter
        kind="rechnung"
        issuer={withoutBank}
        client={null}
        document={STORY_INVOICE}
        positions={storyPositions(STORY_INVOICE.id)}
        terms={defaultInvoiceTerms(STORY_INVOICE.id)}
      />,
    );
    const letter = screen.getByRole('article', { name: 'Rechnung 2025017' });
    expect(within(letter).queryByRole('img', { name: /GiroCode/ })).toBeNull();
  });
});
