import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useForm } from '../../forms/useForm';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { TextField } from '../../primitives/TextField';
import { SignInAlert, SignInScreen } from '../../screens/auth/signInFrame';
import { color, fontSize, radii, shadows, space } from '../../theme';

/** The sign-in's texts: English in the template part, as the template it demonstrates. */
export interface TemplateSignInLabels {
  title: string;
  username: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  capsLock: string;
  submit: string;
  usernameRequired: string;
  passwordTooShort: string;
  accounts: string;
}

export const TEMPLATE_SIGN_IN_LABELS: TemplateSignInLabels = {
  title: 'Login Form',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  capsLock: 'Caps lock is On',
  submit: 'Login',
  usernameRequired: 'Please enter the user name',
  passwordTooShort: 'The password can not be less than 6 digits',
  accounts: 'Username: admin, editor or visitor · Password: any of at least 6 characters',
};

/** The template's rule: a password of at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

export interface TemplateSignInCredentials {
  /** Trimmed (requirements §5: "Login username is trimmed"). */
  username: string;
  password: string;
}

export interface TemplateSignInProps {
  /** The API's answer to a failed sign-in ('Account and password are incorrect.'). */
  error?: string;
  /** While the sign-in is under way the button is busy and nothing is sent twice. */
  isSubmitting?: boolean;
  onSubmit: (credentials: TemplateSignInCredentials) => void;
  labels?: Partial<TemplateSignInLabels>;
}

/** The template part's own sign-in (admin, editor, visitor against the template mock API). */
export function TemplateSignIn({ error, isSubmitting = false, onSubmit, labels }: TemplateSignInProps) {
  const text = { ...TEMPLATE_SIGN_IN_LABELS, ...labels };
  const form = useForm<TemplateSignInCredentials>({
    initialValues: { username: '', password: '' },
    validate: (values) => ({
      username: values.username.trim() ? undefined : text.usernameRequired,
      password: values.password.length >= MIN_PASSWORD_LENGTH ? undefined : text.passwordTooShort,
    }),
    onSubmit: (values) => {
      if (!isSubmitting) onSubmit({ username: values.username.trim(), password: values.password });
    },
  });
  const password = form.field('password');
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [isCapsLockOn, setCapsLockOn] = useState(false);

  // The template warns while Caps Lock is on in the password field.
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLockOn(event.getModifierState('CapsLock'));

  return (
    <SignInScreen $background={color.menuBg}>
      <Panel onSubmit={form.handleSubmit} noValidate aria-labelledby="template-sign-in-title">
        <h1 id="template-sign-in-title">{text.title}</h1>
        {error ? (
          <SignInAlert role="alert">
            <Icon name="error" /> {error}
          </SignInAlert>
        ) : null}
        <TextField label={text.username} icon="user" autoComplete="username" {...form.field('username')} />
        <PasswordRow>
          <TextField
            label={text.password}
            icon="lock"
            type={isPasswordShown ? 'text' : 'password'}
            autoComplete="current-password"
            {...password}
            onKeyUp={readCapsLock}
            onKeyDown={readCapsLock}
            onBlur={() => {
              password.onBlur();
              setCapsLockOn(false);
            }}
          />
          <IconButton
            icon="eye"
            variant="ghost"
            label={isPasswordShown ? text.hidePassword : text.showPassword}
            aria-pressed={isPasswordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          />
        </PasswordRow>
        <CapsLock role="status">
          {isCapsLockOn ? (
            <>
              <Icon name="warning" /> {text.capsLock}
            </>
          ) : null}
        </CapsLock>
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {text.submit}
        </Button>
        <Accounts>{text.accounts}</Accounts>
      </Panel>
    </SignInScreen>
  );
}

const Panel = styled.form`
  width: 100%;
  max-width: 26rem;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[6]};
  border-radius: ${radii.lg};
  background: ${color.surface};
  box-shadow: ${shadows.lg};
  h1 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.xl};
    text-align: center;
  }
  > button[type='submit'] {
    width: 100%;
  }
`;

const PasswordRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[1]};
  > :first-child {
    flex: 1;
  }
  > button {
    margin-top: ${space[6]};
  }
`;

const CapsLock = styled.p`
  margin: 0;
  min-height: 1lh;
  display: flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.warning};
  font-size: ${fontSize.sm};
`;

const Accounts = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  text-align: center;
`;
