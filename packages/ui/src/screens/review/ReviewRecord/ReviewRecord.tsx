import { useState } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { beetleStatusLabel, bundeslandLabel, type BeetleStatus } from '../../../model/domainValues';
import type { KaeferArt } from '../../../model/entities';
import { allowedTransitions, checkTransition, isoDay, transitionLabel } from '../../../model/review';
import type { KaeferOverviewRow } from '../../../model/resultRows';
import { formatDate, formatRelativeTime } from '../../../model/time';
import { describeServiceError } from '../../../model/contract/errors';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { DateField } from '../../../primitives/DateField';
import { Select } from '../../../primitives/Select';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import { PictureViewer, type Picture } from '../PictureViewer';
import { StatusTag } from './StatusTag';
import { MessageComposer, type ComposerPurpose } from './MessageComposer';

export interface ReviewRecordProps {
  record: KaeferOverviewRow;
  /** Every species (GET /kaeferarten), numbered 1… as the triage keys choose them. */
  arten: readonly KaeferArt[];
  /** The species chosen in the picker, not yet saved; null shows the record's own. */
  speciesCandidate: number | null;
  onSpeciesCandidateChange: (art: number | null) => void;
  /** The chosen species' card (GET /kaeferarten?id=eq.{id}); left out, the card comes from `arten`. */
  speciesCard?: QueryState<KaeferArt | null>;
  /** PATCH /kaefer {art}. */
  onChangeSpecies: (art: number) => Promise<unknown>;
  /** The record's pictures, as one read. */
  pictures: QueryState<readonly Picture[]>;
  /** a_update_bilder with the files kept. */
  onSavePictures: (kept: string[]) => Promise<unknown>;
  /** a_update_kaefer; the publish date only when publishing. */
  onChangeStatus: (to: BeetleStatus, publishedFrom: string | null) => Promise<unknown>;
  /** The message with the status it goes with (a_update_kaefer_with_message, one call), or the message alone (null: a_update_message). */
  onSendMessage: (message: string, status: 'rueckfrage' | 'abgelehnt' | null) => Promise<unknown>;
  /** The open message composer, if any (triage opens it with `r` and `a`). */
  composer: ComposerPurpose | null;
  onComposerChange: (composer: ComposerPurpose | null) => void;
  /** The last save the service refused (what did not happen, and its failure); shown at the record, the entries kept. */
  saveError?: RecordSaveFailure | null;
  /** "Now" for the record's age; stories pin it. */
  now?: Date;
}

/** A change the service refused: what did not happen ('Meldung 12 wurde nicht veröffentlicht.'), and its failure. */
export interface RecordSaveFailure {
  failed: string;
  cause: unknown;
}

const DAY_FORMAT = '{d}.{m}.{y}';

/** One beetle record for review: pictures, species, status and the message to the reporter. */
export function ReviewRecord(props: ReviewRecordProps) {
  const { record, arten, speciesCandidate, composer, now = new Date() } = props;
  const [publishFrom, setPublishFrom] = useState(() => isoDay(now));
  const candidate = speciesCandidate ?? record.art;
  const card = props.speciesCard?.data ?? arten.find((a) => a.id === candidate) ?? null;
  const moves = allowedTransitions(record.status).filter((to) => to !== 'rueckfrage' && to !== 'abgelehnt');
  const canAsk = allowedTransitions(record.status).includes('rueckfrage');
  const canReject = allowedTransitions(record.status).includes('abgelehnt');

  return (
    <Root aria-labelledby={`meldung-${record.id}`}>
      <Header>
        <h3 id={`meldung-${record.id}`}>Meldung {record.id}</h3>
        <StatusTag status={record.status} />
      </Header>
      <Facts>
        <dt>Gefunden</dt>
        <dd>
          {formatRelativeTime(record.fund_datum, now, DAY_FORMAT)}
          {record.bundesland ? ` in ${bundeslandLabel(record.bundesland)}` : ''} ({record.lat.toLocaleString('de-DE')},{' '}
          {record.lng.toLocaleString('de-DE')})
        </dd>
        <dt>Beschreibung</dt>
        <dd>{record.beschreibung ?? 'Keine Beschreibung'}</dd>
        <dt>Zuletzt bearbeitet von</dt>
        <dd>{record.letzter_bearbeiter ?? 'noch niemandem'}</dd>
        {record.published_from ? (
          <>
            <dt>Veröffentlicht ab</dt>
            <dd>{formatDate(record.published_from)}</dd>
          </>
        ) : null}
        {record.message ? (
          <>
            <dt>Nachricht an die meldende Person</dt>
            <dd>{record.message}</dd>
          </>
        ) : null}
      </Facts>

      {props.saveError ? (
        <FormError title={props.saveError.failed} problem={describeServiceError(props.saveError.cause)} />
      ) : null}

      <Section aria-label="Bilder">
        <PictureViewer pictures={props.pictures} onSaveSelection={props.onSavePictures} />
      </Section>

      <Section aria-label="Art">
        <Select
          label="Art"
          placeholder="Art unbestimmt"
          value={candidate === null ? '' : String(candidate)}
          onChange={(value) => props.onSpeciesCandidateChange(value === '' ? null : Number(value))}
          options={arten.map((art, index) => ({ value: String(art.id), label: `${index + 1} · ${art.name}` }))}
        />
        {candidate !== null ? (
          <SpeciesCard aria-label="Steckbrief der Art">
            {props.speciesCard?.isLoading ? (
              <Spinner label="Steckbrief wird geladen …" />
            ) : card ? (
              <>
                <strong>{card.name}</strong>
                {card.lat_name ? <em lang="la">{card.lat_name}</em> : null}
              </>
            ) : null}
          </SpeciesCard>
        ) : null}
        {candidate !== null && candidate !== record.art ? (
          <Button size="sm" variant="primary" icon="check" onClick={() => props.onChangeSpecies(candidate)}>
            Art übernehmen
          </Button>
        ) : null}
      </Section>

      <Section aria-label="Status ändern">
        <Actions>
          {moves.map((to) => {
            const check = checkTransition({
              from: record.status,
              to,
              art: record.art,
              message: record.message,
              publishedFrom: publishFrom,
            });
            return (
              <Button
                key={to}
                size="sm"
                variant={to === 'veroeffentlicht' ? 'primary' : 'secondary'}
                disabled={!check.ok}
                title={check.ok ? undefined : check.message}
                onClick={() => props.onChangeStatus(to, to === 'veroeffentlicht' ? publishFrom : null)}
              >
                {transitionLabel(record.status, to)}
              </Button>
            );
          })}
          {canAsk ? (
            <Button size="sm" icon="mail" onClick={() => props.onComposerChange('rueckfrage')}>
              Rückfrage stellen …
            </Button>
          ) : null}
          {canReject ? (
            <Button size="sm" variant="danger" onClick={() => props.onComposerChange('abgelehnt')}>
              Ablehnen …
            </Button>
          ) : null}
          <Button size="sm" variant="text" onClick={() => props.onComposerChange('nachricht')}>
            Nur Nachricht senden …
          </Button>
        </Actions>
        {record.art === null && moves.includes('veroeffentlicht') ? (
          <Hint>Vor dem Veröffentlichen muss die Art bestimmt sein.</Hint>
        ) : null}
        {moves.includes('veroeffentlicht') ? (
          <DateField label="Veröffentlichen ab" value={publishFrom} onChange={setPublishFrom} />
        ) : null}
      </Section>

      {composer ? (
        <MessageComposer
          key={composer}
          purpose={composer}
          artName={record.art_name}
          currentMessage={record.message}
          onCancel={() => props.onComposerChange(null)}
          onSend={(message) => props.onSendMessage(message, composer === 'nachricht' ? null : composer)}
        />
      ) : null}
    </Root>
  );
}

export { beetleStatusLabel };

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;

const SpeciesCard = styled.section`
  display: flex;
  flex-direction: column;
  padding: ${space[2]} ${space[3]};
  border-left: 3px solid ${color.primary};
  background: ${color.surfaceMuted};
  border-radius: ${radii.sm};
  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
