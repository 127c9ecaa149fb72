import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInstanceByDom } from 'echarts/core';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { lengthByErfqChart, surveyObjectsChart } from '../../model/backOffice/surveyCharts';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { serviceError } from '../../testing/serviceError';
import { Button } from '../../primitives/Button';
import { SurveyChart } from './SurveyChart';

const OBJECTS = surveyObjectsChart([
  {
    label: 'Ausmündungen',
    rows: [
      { vermessen: true, summe: 41 },
      { vermessen: false, summe: 17 },
    ],
  },
  {
    label: 'Schächte',
    rows: [
      { vermessen: true, summe: 1250 },
      { vermessen: false, summe: 310 },
    ],
  },
  { label: 'Schluckbrunnen', rows: [{ vermessen: false, summe: 6 }] },
  { label: 'Einläufe', rows: [] },
]);

const meta = {
  title: 'Screens/Back office/Einmessung – Diagramm (SurveyChart)',
  component: SurveyChart,
  parameters: {
    leitfaden: {
      zweck:
        'Balkendiagramm mit einer Tabelle als Alternative für Screenreader und Dateien als PNG und CSV. Es erscheint auf dem Dashboard der Standard-Nutzer (veröffentlichte Funde nach Bundesland und Art) und im Backoffice bei Kunden, Kataster und Prognose.',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen', 'Administrator'],
      spezifikation:
        'requirements §2 (Dashboard nach Rolle; Backoffice › Kunden, Prognose, Kataster), §3 (leere Beschriftungen als „Andere“), §4 (vermessen oder vermutet), SurveyChart.tsx',
      tun: [
        'Gestapelte Reihen nur für Teile eines Ganzen verwenden, etwa vermessen und vermutet.',
        'Einen Leertext wählen, der zum Ort passt: Auch Zeilen, die nur Nullen enthalten, zeigen den Leerzustand statt leerer Achsen.',
        'Einen sprechenden Dateinamen für PNG und CSV angeben.',
      ],
      lassen: [
        'Die unsichtbare Tabelle nicht entfernen: Die Zeichenfläche ist vor Screenreadern verborgen, die Tabelle sagt dasselbe.',
        'In den Beispielzuständen nicht animieren: Bildvergleiche fingen sonst halb gewachsene Balken ein.',
      ],
    },
  },
  // Never animated in stories: their screenshots must not catch a bar half-grown.
  args: {
    title: 'Objekte vermessen und vermutet',
    data: loadedQuery(OBJECTS),
    categoryHeader: 'Objektart',
    isStacked: true,
    fileName: 'objekte',
    animate: false,
  },
} satisfies Meta<typeof SurveyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table alternative is there for screen readers before it is shown.
    const table = canvas.getByRole('table', { name: 'Objekte vermessen und vermutet' });
    const row = within(table).getByRole('row', { name: /Schächte/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.250', '310']);
    await expect(within(table).getByRole('row', { name: /Summe/ })).toHaveTextContent('Summe1.291333');
    const toggle = canvas.getByRole('button', { name: 'Tabelle zeigen' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Objekte vermessen und vermutet als CSV herunterladen' }),
    ).toBeEnabled();
  },
};

/** requirements §3: lines without a capture source show as 'Andere', last. */
export const EmptyLabelsAsAndere: Story = {
  name: 'Leere Beschriftung als „Andere“',
  args: {
    title: 'Dränagelänge nach Erfassungsquelle',
    categoryHeader: 'Erfassungsquelle',
    isStacked: false,
    fileName: 'draenage-erfq',
    data: loadedQuery(
      lengthByErfqChart([
        { erfq: 'GNSS', round: 2034 },
        { erfq: '', round: 40 },
        { erfq: null, round: 95 },
        { erfq: 'TAC', round: 812 },
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table')).getAllByRole('rowheader');
    await expect(rows.map((cell) => cell.textContent)).toEqual(['GNSS', 'TAC', 'Andere', 'Summe']);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { data: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Objekte vermessen und vermutet wird geladen …' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tabelle zeigen' })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { data: loadedQuery({ series: ['Vermessen', 'Vermutet'], unit: 'Stück', rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch nichts erfasst.')).toBeInTheDocument();
  },
};

/** A new client: every kind of object is counted, each at 0. No empty axes: the chart says so. */
export const NewClientAllZero: Story = {
  name: 'Neuer Kunde, alles null',
  args: {
    emptyTitle: 'Noch keine Objekte erfasst.',
    data: loadedQuery({
      series: ['Vermessen', 'Vermutet'],
      unit: 'Stück',
      rows: ['Ausmündungen', 'Schächte', 'Schlüsselpunkte', 'Einläufe'].map((label) => ({ label, values: [0, 0] })),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Objekte erfasst.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Tabelle zeigen' })).toBeNull();
  },
};

const onRetry = fn(() => Promise.resolve());

/** The read failed: the one German message, the service's text, and a retry. */
export const Error: Story = {
  name: 'Fehler',
  args: {
    data: failedQuery(
      serviceError({ message: 'canceling statement due to statement timeout', code: '57014' }),
      onRetry,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Objekte vermessen und vermutet konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Meldung des Dienstes: canceling statement due to statement timeout',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    title: 'Erfassungsstand der Entwässerungsanlagen des Wasser- und Bodenverbands',
    data: loadedQuery(
      surveyObjectsChart([
        { label: 'Ausmündungen in Vorfluter und Grabensysteme', rows: [{ vermessen: true, summe: 12 }] },
        { label: 'Schluckbrunnen und Versickerungsschächte', rows: [{ vermessen: false, summe: 4 }] },
      ]),
    ),
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};

/** A page around the chart that builds its data afresh on every render, as the app's pages do (mapQuery). */
function PageAroundChart() {
  const [renders, setRenders] = useState(0);
  const [extra, setExtra] = useState(0);
  const data = surveyObjectsChart([
    { label: 'Ausmündungen', rows: [{ vermessen: true, summe: 41 + extra }] },
    { label: 'Schächte', rows: [{ vermessen: false, summe: 310 }] },
  ]);
  return (
    <>
      <Button onClick={() => setRenders(renders + 1)}>Seite neu zeichnen ({renders})</Button>
      <Button onClick={() => setExtra(extra + 1)}>Eine Ausmündung mehr</Button>
      <SurveyChart
        title="Objekte"
        data={loadedQuery(data)}
        categoryHeader="Objektart"
        fileName="objekte"
        animate={false}
      />
    </>
  );
}

/**
 * The chart draws again when its data changes, not each time the page around it renders with
 * equal data in a new object: a full redraw takes tens of milliseconds.
 */
export const RedrawsOnlyWhenTheDataChanges: Story = {
  name: 'Zeichnet nur bei neuen Daten neu',
  render: () => <PageAroundChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // echarts marks the element it draws in with the instance's id.
    const host = () => canvasElement.querySelector<HTMLElement>('[_echarts_instance_]');
    await waitFor(() => expect(host()).not.toBeNull());
    const setOption = spyOn(getInstanceByDom(host()!)!, 'setOption');
    await userEvent.click(canvas.getByRole('button', { name: /^Seite neu zeichnen/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Seite neu zeichnen/ }));
    await expect(canvas.getByRole('button', { name: 'Seite neu zeichnen (2)' })).toBeInTheDocument();
    await expect(setOption).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Eine Ausmündung mehr' }));
    await waitFor(() => expect(setOption).toHaveBeenCalledTimes(1));
    const row = within(canvas.getByRole('table', { name: 'Objekte' })).getByRole('row', { name: /Ausmündungen/ });
    await expect(row).toHaveTextContent('42');
  },
};
