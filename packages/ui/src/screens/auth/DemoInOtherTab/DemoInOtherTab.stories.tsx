import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoInOtherTab, type DemoInOtherTabProps } from './DemoInOtherTab';

/**
 * The demo in a second tab of the same browser (requirements: the demo keeps its data in the
 * browser, one tab at a time). Seen by anyone who tries the demo; the product in production
 * has no such page.
 */
const meta = {
  title: 'Screens/Anmeldung/Demo in anderem Tab (DemoInOtherTab)',
  component: DemoInOtherTab,
  parameters: {
    layout: 'fullscreen',
    leitfaden: {
      zweck:
        'Ganze Seite der Demo, solange ein anderer Tab desselben Browsers die Demo-Daten nutzt: Die Demo hält ihre Datenbank im Browser, zwei schreibende Tabs würden sich überschreiben. Alle können sie sehen, vor oder nach der Anmeldung; „Hier verwenden“ holt die Daten in diesen Tab.',
      rollen: ['Neuer Nutzer', 'Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'Keine Vorgabe der Spezifikation; Demo-Betrieb nach requirements §3 und §7 (dasselbe SQL läuft in PGlite im Browser), DemoTabGate.tsx',
      tun: [
        'Klar sagen, dass Gespeichertes erhalten bleibt und nur der Tab wechselt, der die Daten nutzt.',
        'Im Übergang („Die Demo-Daten werden übernommen“) nur den Ladehinweis zeigen: Die Seite geht von selbst weiter.',
      ],
      lassen: [
        'Kein Weiterarbeiten in beiden Tabs zugleich anbieten: Die Daten im Browser würden sich gegenseitig überschreiben.',
        'Die Schaltfläche während der Übernahme nicht wieder freigeben: Ein zweiter Klick darf nichts erneut anstoßen.',
      ],
    },
  },
  args: { state: 'elsewhere', onUseHere: fn() },
} satisfies Meta<typeof DemoInOtherTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A second tab opened while the first holds the data. */
export const Elsewhere: Story = {
  name: 'In anderem Tab geöffnet',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Die Demo ist bereits in einem anderen Tab geöffnet',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Nur ein Tab kann die Demo-Daten nutzen.');
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/Nutzerdaten|Geschäftsstelle/);
    await userEvent.click(canvas.getByRole('button', { name: 'Hier verwenden' }));
    await expect(args.onUseHere).toHaveBeenCalledTimes(1);
  },
};

/** The first tab, after the second took the data over. */
export const GivenAway: Story = {
  name: 'An anderen Tab abgegeben',
  args: { state: 'givenAway' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Die Demo wird jetzt in einem anderen Tab verwendet',
    );
    await expect(canvas.getByRole('button', { name: 'Hier wieder verwenden' })).toBeEnabled();
  },
};

/** Asked, the other tab not yet let go: busy, and a double click sends once. */
export const TakingOver: Story = {
  name: 'Anderer Tab gibt Daten frei',
  render: function TakingOverStory(args: DemoInOtherTabProps) {
    const [isTakingOver, setTakingOver] = useState(false);
    return (
      <DemoInOtherTab
        {...args}
        isTakingOver={isTakingOver}
        onUseHere={() => {
          args.onUseHere();
          setTakingOver(true);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Hier verwenden' }));
    await expect(args.onUseHere).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Der andere Tab gibt die Demo-Daten frei …');
  },
};

/**
 * After a reload while a save was under way: the page before it still stores the change, and
 * this one waits for it by itself (no button), saying so, until the data are free.
 */
export const Finishing: Story = {
  name: 'Daten werden übernommen',
  args: { state: 'finishing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Die Demo-Daten werden übernommen');
    await expect(canvas.getByRole('status', { name: 'Die Demo-Daten werden übernommen …' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};

export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  globals: { viewport: { value: 'small' } },
};

export const Wide: Story = {
  name: 'Breites Fenster',
  args: { state: 'givenAway' },
  globals: { viewport: { value: 'wide' } },
};
