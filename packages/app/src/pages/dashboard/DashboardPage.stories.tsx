import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { connectedPage } from '../../testing/ConnectedStory';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  ...connectedPage,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrators get the back office (its own stories: Pages/Dashboard/BackOffice). */
export const Default: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Bereiche der Verwaltung' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
  },
};

export const Expert: Story = {
  parameters: { session: 'experte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /GIS/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Nutzer anlegen/ })).toBeNull();
  },
};

export const Citizen: Story = {
  parameters: { session: 'buerger' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Expertenstatus beantragen' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /GIS/ })).toBeNull();
  },
};

export const NewUser: Story = {
  parameters: { session: 'neu' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ihr Konto wartet auf Freischaltung.')).toBeInTheDocument();
  },
};

/** spec §4: user data that cannot be loaded → ogf_new. */
export const UserDataFails: Story = {
  parameters: { session: 'defekt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Guten Tag' })).toBeInTheDocument();
    await expect(canvas.getByText('Ihr Konto wartet auf Freischaltung.')).toBeInTheDocument();
  },
};
