import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { connectedPage } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Back office/Einmessung – Diagramm · verbunden (ClientSurveyCharts)',
  component: DashboardPage,
  ...connectedPage,
  parameters: {
    ...connectedPage.parameters,
    session: 'admin',
    router: { initialEntries: ['/dashboard?bereich=kunden&id=3'] },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });

/** Opened from the list, the client's page reads its survey (ids as text) and shows it as charts with tables. */
export const SurveyCharts: Story = {
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fetches = recordFetch();
    try {
      await userEvent.click(await canvas.findByText('Stadt Calw'));
      await heading(canvasElement, 'Stadt Calw');
      // The charts come in their own chunk with echarts: the first load may take a while.
      const table = await canvas.findByRole('table', { name: 'Objekte vermessen und vermutet' }, { timeout: 10_000 });
      await expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Ausmündungen', 'Schächte', 'Schluckbrunnen', 'Einläufe', 'Summe']);
      await canvas.findByRole('table', { name: 'Dränagelänge nach Erfassungsquelle (alle Kunden)' }, { timeout: 5000 });
      for (const call of [
        'a_get_ausm_overview_vermessen',
        'a_get_schae_overview_vermessen',
        'a_get_schlu_overview_vermessen',
        'a_get_einl_overview_vermessen',
        'a_get_drae_overview_vermessen',
      ]) {
        await expect(fetches.to(`/rpc/${call}`).map((request) => request.body)).toEqual([{ client_id: '3' }]);
      }
      await expect(fetches.to('/rpc/a_get_draenage_overview_erfq').map((request) => request.body)).toEqual([{}]);
      for (const call of ['a_get_client_details', 'a_get_appusers_from_client', 'a_get_users_from_client']) {
        await expect(fetches.to(`/rpc/${call}`).map((request) => request.body)).toEqual([{ client_id: '3' }]);
      }
      await expect(fetches.to('/rpc/a_get_apus_team_from_client').map((request) => request.body)).toEqual([{}]);
      await expect(fetches.to('/drae_laenge_qdt_nach_aop').map((request) => request.method)).toEqual(['GET']);
    } finally {
      fetches.restore();
    }
  },
};

/** A failed overview shows at its chart, with the service's message; the rest of the page stays. */
export const OverviewFails: Story = {
  parameters: {
    msw: {
      handlers: withFaults({
        a_get_schae_overview_vermessen: { status: 500, message: 'Kataster-Datenbank nicht erreichbar.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Objekte vermessen und vermutet konnte nicht geladen werden.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Kataster für diesen Kunden' })).toBeInTheDocument();
  },
};
