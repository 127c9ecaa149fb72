import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, within } from 'storybook/test';
import { templateSessionStore } from '../../templateSession';
import { TemplatePermissionDirectivePage, TemplatePermissionPage } from './PermissionPages';
import { TemplatePermissionRolePage } from './RolePage';
import { templatePage } from '../TemplateStoryFrame';

const meta = {
  title: 'Template/App Pages/Permission (PermissionPages)',
  component: TemplatePermissionPage,
  ...templatePage,
  parameters: { ...templatePage.parameters, router: { initialEntries: ['/template/permission/page'] } },
} satisfies Meta<typeof TemplatePermissionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Menu for your roles' }));

/** The permission role switch changes the menu — the session's routes change with it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your roles: admin', {}, { timeout: 5000 });
    await expect(menu(canvasElement).getByText('Page Permission')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'editor' }));
    await expect(await canvas.findByText('Your roles: editor', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(menu(canvasElement).queryByText('Page Permission')).toBeNull();
    await expect(templateSessionStore.get()?.info.roles).toEqual(['editor']);
  },
};

export const Directive: Story = {
  render: () => <TemplatePermissionDirectivePage />,
  parameters: { templateToken: 'editor-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only editor can see this', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByText('Only admin can see this')).toBeNull();
  },
};

export const Roles: Story = {
  render: () => <TemplatePermissionRolePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Delete visitor' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'New Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Role' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Reviewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const row = (await canvas.findByRole('cell', { name: 'Reviewer' }, { timeout: 5000 })).closest('tr')!;
    const key = Number(within(row).getAllByRole('cell')[0]?.textContent);
    // requirements §7/§9: the template API's random key, 300 to 5000.
    await expect(key).toBeGreaterThanOrEqual(300);
    await expect(key).toBeLessThanOrEqual(5000);
  },
};

export const RolesFailed: Story = {
  render: () => <TemplatePermissionRolePage />,
  parameters: { msw: { handlers: withFaults({ roles: { status: 500, message: 'roles down' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/status code 500/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
