import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useForm } from '../../../forms/useForm';
import { EMPTY_DEMO_SIGN_IN, validateDemoSignInForm } from '../../../model/validation/signInForm';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Icon } from '../../../primitives/Icon';
import { Spinner } from '../../../primitives/Spinner';
import { TextField } from '../../../primitives/TextField';
import { SignInAlert, SignInScreen } from '../signInFrame';

export interface DemoUser {
  email: string;
  /** Full name as shown on the button. */
  name: string;
  /** e.g. "Administrator", "Neuer Nutzer". */
  roleLabel: string;
  /** What a person sees when entering as this user. */
  description: string;
  /** The identity groups the demo token carries (`appuser_new` hides 'Profil', requirements §2). */
  groups?: readonly string[];
}

export interface DemoSignInProps {
  productName?: string;
  users: DemoUser[];
  /** The error that brought the person here (the guard's failure message). */
  error?: string;
  /** Signs in as the given username (an e-mail); the caller trims it (requirements §5). */
  onSignIn: (username: string) => void;
  /** Where the admin template's demo part signs in (`/template/login`); without it no link is shown. */
  templateLoginPath?: string;
  /**
   * Puts the demo's data back to its seed: changes stay in the browser until then. The button
   * is busy while the returned promise runs; without the callback it is not shown.
   */
  onResetDemo?: () => Promise<void>;
  /** The reset is done: says so under the button. */
  isReset?: boolean;
  /**
   * The e-mail of the user being signed in while the landing page loads (the demo's data may
   * still be starting): that card says so with a spinner, and no card signs in again meanwhile.
   */
  signingIn?: string | null;
}

/** The demo sign-in page: enter as any role without an identity service. */
export function DemoSignIn({
  productName = 'Waldmonitor',
  users,
  error,
  onSignIn,
  templateLoginPath,
  onResetDemo,
  isReset = false,
  signingIn = null,
}: DemoSignInProps) {
  const chosen = signingIn === null ? undefined : users.find((user) => user.email === signingIn);
  const form = useForm({
    initialValues: EMPTY_DEMO_SIGN_IN,
    validate: validateDemoSignInForm,
    onSubmit: (values) => onSignIn(values.username),
  });

  return (
    <SignInScreen>
      <Panel>
        <Heading>
          <Icon name="tree" size="32px" />
          <div>
            <h1>{productName}</h1>
            <p>Demo-Anmeldung: wählen Sie, als wer Sie die Anwendung ansehen möchten.</p>
          </div>
        </Heading>
        {error ? (
          <SignInAlert role="alert">
            <Icon name="error" /> {error}
          </SignInAlert>
        ) : null}
        <UserList aria-label="Demo-Nutzer" aria-busy={signingIn !== null}>
          {users.map((user) => (
            <li key={user.email}>
              <UserButton
                type="button"
                aria-disabled={signingIn !== null || undefined}
                aria-busy={user.email === signingIn || undefined}
                onClick={() => {
                  if (signingIn === null) onSignIn(user.email);
                }}
              >
                <strong>
                  {user.roleLabel}
                  {user.email === signingIn ? <Spinner isDecorative /> : null}
                </strong>
                <span>
                  {user.name} · {user.email}
                </span>
                <small>{user.description}</small>
              </UserButton>
            </li>
          ))}
        </UserList>
        {signingIn !== null ? (
          <SigningIn role="status">
            Anmeldung als {chosen?.roleLabel ?? signingIn} … die Seite und ihre Daten werden geladen.
          </SigningIn>
        ) : null}
        <Card title="Mit E-Mail-Adresse anmelden" headingLevel={2} padding="md">
          <Form onSubmit={form.handleSubmit} noValidate>
            <TextField
              label="E-Mail-Adresse"
              // A text field, not type=email: the browser would strip spaces before the
              // requirements §5 trimming rule (applied by the identity) ever sees them.
              type="text"
              autoComplete="username"
              {...form.field('username')}
              hint="Jede E-Mail-Adresse aus dem Demo-Datenbestand."
            />
            <Button type="submit" variant="primary">
              Anmelden
            </Button>
          </Form>
        </Card>
        {onResetDemo ? (
          <Card title="Demo-Daten" headingLevel={2} padding="md">
            <ResetRow>
              <p>Ihre Änderungen bleiben in diesem Browser gespeichert, bis Sie die Demo zurücksetzen.</p>
              <Button icon="undo" onClick={onResetDemo}>
                Demo zurücksetzen
              </Button>
            </ResetRow>
            {isReset ? (
              <ResetDone role="status">
                <Icon name="checkCircle" /> Die Demo-Daten sind wieder auf dem Anfangsstand.
              </ResetDone>
            ) : null}
          </Card>
        ) : null}
        {templateLoginPath ? (
          <TemplateLink to={templateLoginPath}>
            <Icon name="layers" /> Demo der Admin-Vorlage (englisch, eigene Anmeldung) öffnen
          </TemplateLink>
        ) : null}
      </Panel>
    </SignInScreen>
  );
}

const Panel = styled.div`
  width: 100%;
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Heading = styled.header`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.primary};
  h1 {
    margin: 0;
    font-size: ${fontSize.xxl};
    color: ${color.text};
  }
  p {
    margin: 0;
    color: ${color.textSecondary};
  }
`;

const UserList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${space[3]};
`;

const UserButton = styled.button`
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  text-align: left;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  cursor: pointer;
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    font-weight: ${fontWeights.semibold};
    color: ${color.primary};
  }
  span {
    font-size: ${fontSize.sm};
    overflow-wrap: anywhere;
  }
  small {
    font-size: ${fontSize.sm};
    color: ${color.textSecondary};
  }
  &:hover:not([aria-disabled='true']),
  &[aria-busy='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

const SigningIn = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

const TemplateLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  align-self: flex-start;
  color: ${color.primary};
`;

const ResetRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  flex-wrap: wrap;
  p {
    margin: 0;
    flex: 1 1 240px;
    color: ${color.textSecondary};
  }
`;

const ResetDone = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: ${space[3]} 0 0;
  color: ${color.success};
`;

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  flex-wrap: wrap;
  > :first-child {
    flex: 1 1 240px;
  }
  > button {
    margin-top: ${space[6]};
  }
`;
