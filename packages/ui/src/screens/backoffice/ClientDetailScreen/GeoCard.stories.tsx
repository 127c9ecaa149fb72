import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { KundePatch } from '../../../model/contract/tables';
import { GeoCard, type GeoCardProps } from './GeoCard';

/** Applies PATCH /kunde to the shown client, as the page's revalidation does. */
function Stateful(props: GeoCardProps) {
  const [client, setClient] = useState(props.client);
  return (
    <GeoCard
      client={client}
      onPatch={async (patch: KundePatch) => {
        await props.onPatch(patch);
        setClient((current) => ({ ...current, ...patch }));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Back office/Kunde › Bundesland und Koordinatensystem (GeoCard)',
  component: Stateful,
  args: {
    client: { bundesland: 'BE', epsg: 3068 },
    onPatch: fn(async () => null),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Bundesland und Koordinatensystem“ auf der Seite eines Kunden: das System, in dem seine Karten georeferenziert werden. Neben ETRS89/UTM stehen die Systeme alter Blätter zur Wahl: die Gauß-Krüger-Streifen (DHDN und in der DDR auf Krassowski), Soldner Berlin und UTM mit der Zone vor dem Rechtswert.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §3 (Kunde: bundesland, epsg), §7 PATCH /kunde; docs/decisions.md (Systeme alter Blätter)',
      tun: [
        'Am Feld sagen, ob das System zum Land passt: für Altdaten, nur anders geschrieben oder gar nicht.',
        'Passt es nicht, die Empfehlung des Landes mit einem Klick anbieten.',
      ],
      lassen: [
        'Ein altes System des Landes nicht als Fehler zeigen: Karten von vor 1990 sind darin gezeichnet.',
        'Bundesland und System nicht zusammen senden: Jedes Feld wird beim Wählen für sich gespeichert.',
      ],
    },
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const epsgField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Koordinatensystem (EPSG)' });

/** A Berlin client whose sheets are in the Soldner system: fitting for old data, no error, no push to UTM. */
export const Default: Story = {
  name: 'Berlin im Soldner-System',
  play: async ({ canvasElement }) => {
    const epsg = epsgField(canvasElement);
    await expect(epsg).toHaveDisplayValue('EPSG:3068 – DHDN / Soldner Berlin');
    await expect(epsg).toHaveAccessibleDescription(
      'EPSG:3068 ist das Soldner-System Berlins: passend für Altdaten; für neue Daten EPSG:25833.',
    );
    await expect(epsg).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByRole('button', { name: /übernehmen/ })).not.toBeInTheDocument();
  },
};

/**
 * A Saxon client with sheets in the GDR's Krassowski zone 5; the office moves it to UTM
 * written zE-N, as its ALKIS extracts are: the same places, only written differently.
 */
export const KrassowskiSaxony: Story = {
  name: 'Sachsen im Gauß-Krüger-Streifen der DDR',
  args: { client: { bundesland: 'SN', epsg: 2399 } },
  play: async ({ canvasElement, args }) => {
    const epsg = epsgField(canvasElement);
    await expect(epsg).toHaveAccessibleDescription(
      'EPSG:2399 ist ein Gauß-Krüger-Streifen der DDR (Krassowski) in Sachsen: passend für Altdaten; für neue Daten EPSG:25833.',
    );
    await userEvent.selectOptions(epsg, 'EPSG:5650 – ETRS89 / UTM Zone 33N, Rechtswert mit Zone (zE-N)');
    await expect(args.onPatch).toHaveBeenCalledWith({ epsg: 5650 });
    await waitFor(() =>
      expect(epsg).toHaveAccessibleDescription(
        'EPSG:5650 ist EPSG:25833 mit der Zone vor dem Rechtswert: passend; dieselben Orte, nur anders geschrieben.',
      ),
    );
    await expect(epsg).not.toHaveAttribute('aria-invalid');
  },
};

/** A GDR zone chosen for a Bavarian client is an error at the field; the Land's zone is one click away. */
export const OldSystemElsewhere: Story = {
  name: 'Altes System eines anderen Landes',
  args: { client: { bundesland: 'BY', epsg: 2398 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const epsg = epsgField(canvasElement);
    await expect(epsg).toHaveAttribute('aria-invalid', 'true');
    await expect(epsg).toHaveAccessibleDescription(
      'EPSG:2398 passt nicht zu Bayern. Empfohlen: EPSG:25832 (ETRS89 / UTM Zone 32N).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'EPSG:25832 übernehmen' }));
    await expect(args.onPatch).toHaveBeenCalledWith({ epsg: 25832 });
    await waitFor(() => expect(epsg).not.toHaveAttribute('aria-invalid'));
    await expect(epsg).toHaveDisplayValue('EPSG:25832 – ETRS89 / UTM Zone 32N');
  },
};

/** No system yet: the Land's suggestion at the field; every system of old sheets is offered. */
export const NoSystem: Story = {
  name: 'Ohne Koordinatensystem',
  args: { client: { bundesland: 'BB', epsg: null } },
  play: async ({ canvasElement }) => {
    const epsg = epsgField(canvasElement);
    await expect(epsg).toHaveAccessibleDescription('Für Brandenburg empfohlen: EPSG:25833.');
    const offered = within(epsg)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(offered).toEqual([
      'Bitte wählen …',
      'EPSG:25832 – ETRS89 / UTM Zone 32N',
      'EPSG:25833 – ETRS89 / UTM Zone 33N',
      'EPSG:31466 – DHDN / Gauß-Krüger Zone 2',
      'EPSG:31467 – DHDN / Gauß-Krüger Zone 3',
      'EPSG:31468 – DHDN / Gauß-Krüger Zone 4',
      'EPSG:31469 – DHDN / Gauß-Krüger Zone 5',
      'EPSG:4647 – ETRS89 / UTM Zone 32N, Rechtswert mit Zone (zE-N)',
      'EPSG:5650 – ETRS89 / UTM Zone 33N, Rechtswert mit Zone (zE-N)',
      'EPSG:2398 – Pulkovo 1942(83) / Gauß-Krüger Zone 4 (DDR, Krassowski)',
      'EPSG:2399 – Pulkovo 1942(83) / Gauß-Krüger Zone 5 (DDR, Krassowski)',
      'EPSG:3068 – DHDN / Soldner Berlin',
    ]);
  },
};

/** While a choice is saved both fields wait, so the Land and its system cannot cross. */
export const Saving: Story = {
  name: 'Speichert',
  args: { onPatch: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'BB');
    await expect(args.onPatch).toHaveBeenCalledWith({ bundesland: 'BB' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird gespeichert …');
    await expect(epsgField(canvasElement)).toBeDisabled();
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { client: { bundesland: 'SN', epsg: 2399 } },
  globals: { viewport: { value: 'phone' } },
};
