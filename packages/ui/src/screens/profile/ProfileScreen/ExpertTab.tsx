import { useId, useState } from 'react';
import styled from 'styled-components';
import { ROLES } from '../../../model/roles';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Icon } from '../../../primitives/Icon';
import { Switch } from '../../../primitives/Switch';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import { FormError } from '../../../forms/FormError';
import { ACTION_CONFLICTS, describeServiceError, type ServiceProblem } from '../../../model/contract/errors';
import { MAIL_FLAG_FIELDS } from '../../users/mailFlags';

export interface ExpertTabProps {
  /** The person's role (app_status). */
  role: string;
  /** The person's own mail flag `mail_expert_approved`: a mail once the administration decided the request. */
  mailOnDecision: boolean;
  /**
   * PATCH /benutzer of the own row with `mail_expert_approved`; the caller moves the switch at
   * once and shows a refusal (a returned promise keeps the switch busy until it settles).
   */
  onMailOnDecisionChange: (value: boolean) => unknown;
  /** `a_change_app_status` with status ogf_expert_query; a rejection shows the service's message. */
  onRequestExpert: () => Promise<unknown>;
  /**
   * `a_change_app_status` of the own row back to ogf_citizens, after a confirmation; a rejection
   * keeps the confirmation open with the service's message.
   */
  onWithdrawRequest: () => Promise<unknown>;
}

/** The switch is the flag "Bestätigte Expertenanfragen" of the Benachrichtigungen tab, named by what it does here. */
const DECISION_FLAG_HINT = `Wenn die Administration Ihre Anfrage angenommen oder abgelehnt hat. Dieselbe Einstellung wie „${
  MAIL_FLAG_FIELDS.find((field) => field.flag === 'mail_expert_approved')?.label ?? ''
}“ unter Benachrichtigungen.`;

/**
 * The Experte tab (`?tab=experte`): what expert status means, the request and its state. An
 * open request offers what a person then wants: a mail once it is decided (the switch of
 * their own mail flag, where the promise is made) and to withdraw it.
 */
export function ExpertTab({
  role,
  mailOnDecision,
  onMailOnDecisionChange,
  onRequestExpert,
  onWithdrawRequest,
}: ExpertTabProps) {
  const [failure, setFailure] = useState<ServiceProblem | null>(null);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const headingId = useId();

  return (
    <Stack>
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>Was Expertinnen und Experten tun</Heading>
        <List>
          <li>Gemeldete Käferfunde prüfen, die Art bestimmen und Rückfragen an die Meldenden stellen.</li>
          <li>Bestätigte Meldungen veröffentlichen, damit sie in der Übersicht für alle erscheinen.</li>
          <li>Im GIS die gescannten Karten der Kunden ansehen.</li>
        </List>
      </section>

      {role === ROLES.expert ? (
        <Notice $tone="success" role="status">
          <Icon name="expert" size="1.5em" />
          <div>
            <Strong>Sie sind Experte.</Strong>
            <p>Ihre Prüfaufgaben finden Sie auf dem Dashboard.</p>
          </div>
        </Notice>
      ) : role === ROLES.admin ? (
        <Notice $tone="success" role="status">
          <Icon name="expert" size="1.5em" />
          <div>
            <Strong>Als Administrator haben Sie alle Rechte eines Experten.</Strong>
            <p>Expertenanfragen anderer entscheiden Sie in der Nutzerverwaltung.</p>
          </div>
        </Notice>
      ) : role === ROLES.expertQuery ? (
        <Notice $tone="warning">
          <Icon name="info" size="1.5em" />
          <Pending>
            <div role="status">
              <Strong>Ihre Expertenanfrage ist offen.</Strong>
              <p>Die Administration entscheidet darüber; bis dahin arbeiten Sie als Standard-Nutzer.</p>
            </div>
            <Switch
              label="E-Mail, sobald entschieden ist"
              hint={DECISION_FLAG_HINT}
              checked={mailOnDecision}
              onChange={onMailOnDecisionChange}
            />
            <div>
              <Button icon="close" onClick={() => setWithdrawing(true)}>
                Anfrage zurückziehen
              </Button>
            </div>
          </Pending>
          <ConfirmDialog
            isOpen={isWithdrawing}
            onOpenChange={setWithdrawing}
            title="Expertenanfrage zurückziehen?"
            message="Die Administration sieht Ihre Anfrage dann nicht mehr, und Sie bleiben Standard-Nutzer. Den Expertenstatus können Sie später erneut beantragen."
            confirmLabel="Anfrage zurückziehen"
            cancelLabel="Anfrage behalten"
            conflict={ACTION_CONFLICTS.changeStatus('Ihre Expertenanfrage')}
            onConfirm={onWithdrawRequest}
          />
        </Notice>
      ) : role === ROLES.new ? (
        <Notice $tone="info" role="status">
          <Icon name="lock" size="1.5em" />
          <div>
            <Strong>Ihr Konto wartet noch auf Freischaltung.</Strong>
            <p>Danach können Sie den Expertenstatus beantragen.</p>
          </div>
        </Notice>
      ) : (
        <Request>
          <p>
            Sie kennen sich mit Forstinsekten aus? Beantragen Sie den Expertenstatus. Die Administration prüft Ihre
            Anfrage und schaltet Sie frei.
          </p>
          <FormError title="Die Anfrage wurde nicht gesendet." problem={failure} />
          <div>
            <Button
              variant="primary"
              icon="expert"
              onClick={async () => {
                setFailure(null);
                try {
                  await onRequestExpert();
                } catch (cause) {
                  setFailure(describeServiceError(cause));
                }
              }}
            >
              Expertenstatus beantragen
            </Button>
          </div>
        </Request>
      )}
    </Stack>
  );
}

type NoticeTone = 'success' | 'warning' | 'info';
const noticeColors: Record<NoticeTone, { border: string; background: string }> = {
  success: { border: color.success, background: color.successBg },
  warning: { border: color.warning, background: color.warningBg },
  info: { border: color.info, background: color.infoBg },
};

const Stack = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: 48rem;
`;

const Heading = styled.h2`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${space[5]};
  display: grid;
  gap: ${space[1]};
`;

const Notice = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${(p) => noticeColors[p.$tone].border};
  border-radius: ${radii.md};
  background: ${(p) => noticeColors[p.$tone].background};
  color: ${color.text};
  p {
    margin: ${space[1]} 0 0;
  }
`;

const Pending = styled.div`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
`;

const Strong = styled.strong`
  font-weight: ${fontWeights.semibold};
`;

const Request = styled.div`
  display: grid;
  gap: ${space[3]};
  p {
    margin: 0;
  }
`;
