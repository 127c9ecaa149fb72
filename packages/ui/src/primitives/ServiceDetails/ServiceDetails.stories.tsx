import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { color, space } from '../../theme';
import { ServiceDetails } from './ServiceDetails';

const meta = {
  title: 'Primitives/ServiceDetails',
  component: ServiceDetails,
  args: { details: 'duplicate key value violates unique constraint "benutzer_email_key"' },
  decorators: [
    (Story, { parameters }) => (
      <Failure role="alert" style={{ width: parameters.frameWidth as string | undefined }}>
        Der Nutzer wurde nicht angelegt. Ein Eintrag mit diesem Wert existiert bereits.
        <Story />
      </Failure>
    ),
  ],
} satisfies Meta<typeof ServiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const details = within(canvasElement).getByText(/^Meldung des Dienstes:/);
    await expect(details).toHaveTextContent(
      'Meldung des Dienstes: duplicate key value violates unique constraint "benutzer_email_key"',
    );
  },
};

/** Without a text of the service there is no line at all. */
export const WithoutDetails: Story = {
  name: 'Ohne Meldung des Dienstes',
  args: { details: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).not.toHaveTextContent('Meldung des Dienstes');
  },
};

/** The service's text is text: markup in it is shown, never interpreted. */
export const DetailsAreText: Story = {
  name: 'Meldung bleibt reiner Text',
  args: { details: '<b>permission denied</b> for table karte' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Meldung des Dienstes: <b>permission denied</b> for table karte');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

const longDetails =
  'could not read block 4711 in file "base/16384/24576/forstbetriebsgemeinschaft_hochschwarzwald_suedost_grafenhausen": read only 0 of 8192 bytes – HINT: Prüfen Sie den Datenträger des Datenbankservers.';

export const LongText: Story = {
  name: 'Langer Text',
  args: { details: longDetails },
};

/** In a narrow column the long file name breaks anywhere instead of widening the box. */
export const Narrow: Story = {
  name: 'Schmal',
  args: { details: longDetails },
  parameters: { frameWidth: '16rem' },
};

/** The alert a details line stands in (a toast, a failure line at a form). */
const Failure = styled.div`
  padding: ${space[2]} ${space[3]};
  background: ${color.dangerBg};
`;
