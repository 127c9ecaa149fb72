import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { Button } from '../Button';
import { Card } from '../Card';
import { Tag } from '../Tag';
import { Page } from './Page';

const meta = {
  title: 'Primitives/Page',
  component: Page,
  args: {
    title: 'Karte Dachsberg 1928',
    subtitle: 'Forstbetrieb Hochschwarzwald · Nr. 3',
    children: (
      <Card title="Metadaten">
        <p>Maßstab 1:25.000, DIN A1, gescannt mit 400 dpi.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Karte Dachsberg 1928' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Metadaten' })).toHaveTextContent('Maßstab 1:25.000');
  },
};

const onCreate = fn();

/** A record opened from a list: the way back above the title, actions beside it. */
export const WithBackLinkAndActions: Story = {
  name: 'Mit Rücklink und Aktionen',
  args: {
    title: 'Erik Eichhorn',
    subtitle: <Tag label="Experte" tone="success" />,
    backLink: { to: '/users/index', label: 'Zurück zur Nutzerliste' },
    actions: (
      <Button variant="primary" icon="plus" onClick={onCreate}>
        Kunde hinzufügen
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zurück zur Nutzerliste' })).toHaveAttribute('href', '/users/index');
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde hinzufügen' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** Loading: the title stays, the body is a labelled spinner and the actions wait for the data. */
export const Loading: Story = {
  name: 'Lädt',
  args: {
    title: 'Nutzerdetails',
    query: loadingQuery(),
    loadingLabel: 'Nutzer wird geladen …',
    actions: <Button>Bearbeiten</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Nutzer wird geladen …' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    await expect(canvas.queryByText(/Maßstab/)).toBeNull();
  },
};

const onRetry = fn(() => Promise.resolve());

/** A failed read: its German message, the service's text as a details line, and a retry. */
export const ErrorWithRetry: Story = {
  name: 'Fehler mit neuem Versuch',
  args: {
    title: 'Karte 3',
    query: failedQuery(Object.assign(new Error('Service Unavailable'), { status: 503 }), onRetry),
    errorTitle: 'Die Karte konnte nicht geladen werden.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist gerade nicht verfügbar.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meldung des Dienstes: Service Unavailable');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Die Karte konnte nicht geladen werden.' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A loaded read that names no record: the screen's own not-found state. */
export const NotFound: Story = {
  name: 'Nicht gefunden',
  args: {
    title: 'Karte 99',
    query: loadedQuery(null),
    backLink: { to: '/gis/index', label: 'Alle Karten' },
    state: {
      status: 'notFound',
      icon: 'map',
      title: 'Eine Karte mit der Nummer 99 gibt es nicht.',
      description: 'Sie wurde vielleicht gelöscht.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Eine Karte mit der Nummer 99 gibt es nicht.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alle Karten' })).toBeInTheDocument();
  },
};

export const Forbidden: Story = {
  name: 'Zugriff verweigert',
  args: { title: 'Nutzer', subtitle: undefined, state: { status: 'forbidden' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zugriff verweigert' })).toBeInTheDocument();
    await expect(canvas.getByText(/fehlt Ihnen die Berechtigung/)).toBeInTheDocument();
  },
};

const longTitle =
  'Flurkarte der Forstbetriebsgemeinschaft Hochschwarzwald-Südost, Gemarkung Grafenhausen-Rothaus, Blatt Dachsbergkopf-Nordwesthang 1928';

/** A long German title wraps, and the actions move below it instead of squeezing it. */
export const LongGermanTitle: Story = {
  name: 'Langer deutscher Titel',
  args: {
    title: longTitle,
    subtitle: 'Gemeinschaftswaldverwaltung Donaueschingen-Hüfingen · Nr. 1928',
    actions: <Button icon="download">GDAL-Skript herunterladen</Button>,
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

/** On a phone-wide column nothing overflows: title, actions and body wrap. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { ...LongGermanTitle.args, backLink: { to: '/gis/index', label: 'Alle Karten' } },
  render: (args) => (
    <Narrow data-testid="narrow">
      <Page {...args} />
    </Narrow>
  ),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('narrow');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

const Narrow = styled.div`
  width: 20rem;
`;
