import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, withFaults } from '@waldmonitor/mocks';
import { MessageProvider } from '@waldmonitor/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TEMPLATE_TOKEN_KEY } from '../templateApi/templateToken';
import { TemplateLoginRoute } from './TemplateLoginRoute';
import { TemplatePartProviders } from './TemplatePartProviders';
import { templateFailureStore } from './templateSession';

/**
 * The template sign-in against the template mock API (requirements §7, §8), the app's providers
 * around it: the product's German messages outside, the template part's own inside.
 */
const meta = {
  title: 'Template/Login/Sign-in Route (TemplateLoginRoute)',
  component: TemplateLoginRoute,
  args: { productName: 'Waldmonitor' },
  decorators: [
    (Story) => (
      <MessageProvider>
        <TemplatePartProviders reload={() => undefined}>
          <Story />
        </TemplatePartProviders>
      </MessageProvider>
    ),
  ],
  loaders: [
    async () => {
      localStorage.removeItem(TEMPLATE_TOKEN_KEY);
      localStorage.removeItem('Admin-Token');
      templateFailureStore.set(null);
      return {};
    },
  ],
  parameters: { layout: 'fullscreen', msw: { handlers }, docs: { story: { inline: false, height: '36rem' } } },
} satisfies Meta<typeof TemplateLoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, username: string, password = '123456') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Username'), username);
  await userEvent.type(canvas.getByLabelText('Password'), `${password}{Enter}`);
};

/** The editor signs in: the token goes under the template part's own key, the product's stays empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, ' editor ');
    await waitFor(() => expect(localStorage.getItem(TEMPLATE_TOKEN_KEY)).toBe('editor-token'), { timeout: 5000 });
    await expect(localStorage.getItem('Admin-Token')).toBeNull();
  },
};

/**
 * requirements §8: "Mock login failure: 'Account and password are incorrect.'" at the form and
 * for 5 s as a toast, both in the part's English; nothing is stored.
 */
export const WrongAccount: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'nobody');
    const form = canvasElement.querySelector('form') ?? canvasElement;
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Account and password are incorrect.',
    );
    // The toast sits in the message stack, outside the form.
    const toast = await waitFor(
      () => {
        const toasts = screen.getAllByRole('alert').filter((alert) => alert.closest('[data-message-stack]'));
        expect(toasts).toHaveLength(1);
        return toasts[0]!;
      },
      { timeout: 5000 },
    );
    await expect(toast).toHaveTextContent('Error: Account and password are incorrect.');
    await expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
    await expect(localStorage.getItem(TEMPLATE_TOKEN_KEY)).toBeNull();
  },
};

/** The guard found the stored token rejected (requirements §8, 50008): the reason at the form and 'Confirm logout'. */
export const AfterRejectedToken: Story = {
  loaders: [
    async () => {
      templateFailureStore.set({ message: 'Login failed, unable to get user details.', code: 50008 });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm logout' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Login failed, unable to get user details.',
    );
  },
};

/** A network failure of the sign-in is shown with its message; the typed name stays. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: withFaults({ 'POST /vue-element-admin/user/login': { networkError: true } }) } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'admin');
    await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(within(canvasElement).getByLabelText('Username')).toHaveValue('admin');
  },
};
