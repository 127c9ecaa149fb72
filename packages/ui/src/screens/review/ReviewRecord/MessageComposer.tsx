import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { fillTemplate, MESSAGE_TEMPLATES, templatesFor, type MessageTemplate } from '../../../model/review';
import { Button } from '../../../primitives/Button';
import { Select } from '../../../primitives/Select';
import { Textarea } from '../../../primitives/Textarea';
import { color, radii, space } from '../../../theme';

/** What the message goes with: a question (Rückfrage), a rejection, or a message alone. */
export type ComposerPurpose = 'rueckfrage' | 'abgelehnt' | 'nachricht';

export interface MessageComposerProps {
  purpose: ComposerPurpose;
  /** The record's species, filled into the templates. */
  artName: string | null;
  /** The record's message so far; the text starts with it for a message alone. */
  currentMessage: string | null;
  onSend: (message: string) => Promise<unknown>;
  onCancel: () => void;
}

const SEND_LABEL: Record<ComposerPurpose, string> = {
  rueckfrage: 'Rückfrage senden',
  abgelehnt: 'Ablehnen und Nachricht senden',
  nachricht: 'Nachricht senden',
};

const TITLE: Record<ComposerPurpose, string> = {
  rueckfrage: 'Rückfrage an die meldende Person',
  abgelehnt: 'Ablehnen: Nachricht an die meldende Person',
  nachricht: 'Nachricht an die meldende Person',
};

function templatesOf(purpose: ComposerPurpose): readonly MessageTemplate[] {
  return purpose === 'nachricht' ? MESSAGE_TEMPLATES : templatesFor(purpose);
}

/** The message to the reporter from a German template, editable before it is sent. */
export function MessageComposer({ purpose, artName, currentMessage, onSend, onCancel }: MessageComposerProps) {
  const templates = templatesOf(purpose);
  const first = purpose === 'nachricht' ? undefined : templates[0];
  const [templateId, setTemplateId] = useState(first?.id ?? '');
  const [text, setText] = useState(first ? fillTemplate(first, artName) : (currentMessage ?? ''));
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const choose = (id: string) => {
    setTemplateId(id);
    const template = templates.find((t) => t.id === id);
    if (template) setText(fillTemplate(template, artName));
  };

  return (
    <Box
      aria-label={TITLE[purpose]}
      role="group"
      onKeyDown={(event) => {
        // Typing here is text, not triage; Escape closes the composer.
        event.stopPropagation();
        if (event.key === 'Escape') onCancel();
      }}
    >
      <strong>{TITLE[purpose]}</strong>
      <Select
        label="Textvorlage"
        placeholder="Ohne Vorlage"
        value={templateId}
        onChange={choose}
        options={templates.map((t) => ({ value: t.id, label: t.label }))}
      />
      <Textarea
        ref={fieldRef}
        label="Nachricht"
        hint="Sie können den Text vor dem Senden ändern."
        value={text}
        onChange={setText}
        rows={4}
        maxLength={1000}
      />
      <Actions>
        <Button variant="text" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button
          variant={purpose === 'abgelehnt' ? 'danger' : 'primary'}
          icon="mail"
          disabled={text.trim() === ''}
          onClick={() => onSend(text.trim())}
        >
          {SEND_LABEL[purpose]}
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surfaceMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;
