import styled from 'styled-components';
import { formatDateTime } from '../../../model/time';
import type { OutboxRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, radii, space } from '../../../theme';
import { attemptsLabel, outboxEventLabel, outboxStateOf } from './outboxLabels';

export interface OutboxMailDialogProps {
  /** The mail shown; null closes the dialog. */
  mail: OutboxRow | null;
  onClose: () => void;
  /** Downloads the mail's attachments; without it they are only named. */
  onDownloadAttachments?: (mail: OutboxRow) => Promise<unknown>;
}

/**
 * One mail of the Postausgang as it was (or would have been) sent: its header, how far the
 * mailer got, and the body as text (never as HTML: it holds a reviewer's free text).
 */
export function OutboxMailDialog({ mail, onClose, onDownloadAttachments }: OutboxMailDialogProps) {
  const state = mail ? outboxStateOf(mail.zustand) : null;
  return (
    <Dialog
      isOpen={mail !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={mail?.subject ?? ''}
      description={mail ? `An ${mail.recipient}` : undefined}
      size="lg"
    >
      {mail && state ? (
        <>
          <Facts>
            <dt>Anlass</dt>
            <dd>{`${outboxEventLabel(mail.event_kind)} (${mail.event_ref})`}</dd>
            <dt>Geschrieben</dt>
            <dd>{formatDateTime(mail.created_at)}</dd>
            <dt>Zustand</dt>
            <dd>
              <Tag label={state.label} tone={state.tone} /> {attemptsLabel(mail.attempts)}
            </dd>
            {mail.sent_at ? (
              <>
                <dt>Gesendet</dt>
                <dd>{formatDateTime(mail.sent_at)}</dd>
              </>
            ) : (
              <>
                <dt>Nächster Versuch</dt>
                <dd>{formatDateTime(mail.next_attempt_at)}</dd>
              </>
            )}
            {mail.anhaenge ? (
              <>
                <dt>Anhang</dt>
                <dd>
                  {mail.anhaenge}{' '}
                  {onDownloadAttachments ? (
                    <Button size="sm" icon="download" onClick={() => onDownloadAttachments(mail)}>
                      Anhang herunterladen
                    </Button>
                  ) : null}
                </dd>
              </>
            ) : null}
            {mail.last_error ? (
              <>
                <dt>Letzter Fehler</dt>
                <dd>{mail.last_error}</dd>
              </>
            ) : null}
          </Facts>
          <BodyHeading id="outbox-mail-body">Nachricht</BodyHeading>
          <Body aria-labelledby="outbox-mail-body" role="region">
            {mail.body}
          </Body>
        </>
      ) : null}
    </Dialog>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[1]} ${space[3]};
  margin: 0 0 ${space[4]};

  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const BodyHeading = styled.h3`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.md};
`;

// The mail is plain text with its own line breaks: shown as written, wrapped at the dialog's edge.
const Body = styled.div`
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
