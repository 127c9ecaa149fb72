import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, withFaults } from '@waldmonitor/mocks';
import { Button, MessageProvider, space } from '@waldmonitor/ui';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmLogout } from './ConfirmLogout';
import { TemplateApiProvider, useTemplateApi, type TemplateApiProviderProps } from './TemplateApiProvider';

/** A template demo page that calls the API; failures are shown by the provider. */
function TemplatePage() {
  const api = useTemplateApi();
  return (
    <Buttons>
      <Button onClick={() => api.getInfo('expired-token').catch(() => undefined)}>Load user info</Button>
      <Button onClick={() => api.login('nobody', 'secret1').catch(() => undefined)}>Log in as nobody</Button>
    </Buttons>
  );
}

function ConnectedPage(args: TemplateApiProviderProps) {
  return (
    <MessageProvider>
      <TemplateApiProvider {...args}>
        <TemplatePage />
      </TemplateApiProvider>
    </MessageProvider>
  );
}

const INFO = 'GET /vue-element-admin/user/info';

const meta = {
  title: 'Template/Login/Confirm Logout (ConfirmLogout)',
  component: TemplateApiProvider,
  render: (args) => <ConnectedPage {...args} />,
  args: { getToken: () => 'expired-token', resetToken: fn(), reload: fn() },
  parameters: { msw: { handlers }, docs: { story: { inline: false, height: '20rem' } } },
} satisfies Meta<typeof TemplateApiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadInfo = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Load user info' }));

/**
 * The template API answers user/info for an unknown token with 50008: the message shows for 5 s
 * and 'Confirm logout' opens. Cancel stays on the page; Re-Login resets the token, then reloads.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await loadInfo(canvasElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    await expect(dialog).toHaveAccessibleDescription(
      'You have been logged out, you can cancel to stay on this page, or log in again',
    );
    await expect(await screen.findByText('Login failed, unable to get user details.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.resetToken).not.toHaveBeenCalled();
    await expect(args.reload).not.toHaveBeenCalled();

    await loadInfo(canvasElement);
    const again = await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    await userEvent.click(within(again).getByRole('button', { name: 'Re-Login' }));
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
    await expect(args.resetToken).toHaveBeenCalledOnce();
  },
};

/** 50014 (token expired), set through the mocks' fault switch, opens the same dialog. */
export const TokenExpired: Story = {
  parameters: { msw: { handlers: withFaults({ [INFO]: { code: 50014, message: 'Token expired.' } }) } },
  play: async ({ canvasElement }) => {
    await loadInfo(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: 'Confirm logout' })).toBeInTheDocument();
    await expect(screen.getByText('Token expired.')).toBeInTheDocument();
  },
};

/** 50012 (signed in elsewhere) opens it too. */
export const OtherClientLoggedIn: Story = {
  parameters: { msw: { handlers: withFaults({ [INFO]: { code: 50012, message: 'Other clients logged in.' } }) } },
  play: async ({ canvasElement }) => {
    await loadInfo(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: 'Confirm logout' })).toBeInTheDocument();
  },
};

/** Any other code (60204 for a failed login) shows only its message. */
export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in as nobody' }));
    await expect(await screen.findByText('Account and password are incorrect.')).toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The dialog on its own, open. */
export const DialogOpen: Story = {
  render: () => <ConfirmLogout isOpen onOpenChange={fn()} onReLogin={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    await expect(within(dialog).getByRole('button', { name: 'Re-Login' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;
