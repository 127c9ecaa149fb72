import { beetleStatusLabel, type BeetleStatus } from '../../../model/domainValues';
import { Tag, type Tone } from '../../../primitives/Tag';

const TONES: Record<BeetleStatus, Tone> = {
  gemeldet: 'info',
  in_pruefung: 'primary',
  rueckfrage: 'warning',
  bestaetigt: 'success',
  veroeffentlicht: 'success',
  abgelehnt: 'danger',
};

/** A record's status as a tag: the label says it, the tone only repeats it. */
export function StatusTag({ status }: { status: BeetleStatus }) {
  return <Tag label={beetleStatusLabel(status)} tone={TONES[status]} />;
}
