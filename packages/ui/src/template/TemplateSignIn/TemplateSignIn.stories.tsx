import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateSignIn } from './TemplateSignIn';

const meta = {
  title: 'Template/Login/Sign In (TemplateSignIn)',
  component: TemplateSignIn,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof TemplateSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits; the username arrives trimmed (requirements §5). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), '  editor ');
    await userEvent.type(canvas.getByLabelText('Password'), 'geheim1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'editor', password: 'geheim1' });
  },
};

/** A password under 6 characters and an empty name are refused at their fields; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password can not be less than 6 digits',
    );
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription('Please enter the user name');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'geheim1');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Typing with Caps Lock on warns; the key events carry the lock state (as a real keyboard's do). */
export const CapsLockWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    const press = (isLocked: boolean) =>
      password.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', modifierCapsLock: isLocked, bubbles: true }));
    press(true);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Caps lock is On');
    press(false);
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent('Caps lock'));
  },
};

/** requirements §8: the template API's answer to a wrong account. */
export const Failed: Story = {
  args: { error: 'Account and password are incorrect.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Account and password are incorrect.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Login/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The texts come from the caller (the translation layer); long ones wrap. */
export const LongText: Story = {
  args: {
    labels: {
      title: 'Anmeldung zur Vorlagen-Demonstration der Verwaltungsoberfläche',
      accounts: 'Benutzername: admin, editor oder visitor · Passwort: beliebig, mindestens sechs Zeichen lang',
    },
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
};
