export { OutboxScreen, type OutboxScreenProps } from './OutboxScreen';
export { OUTBOX_STATES, type OutboxFilter } from './outboxLabels';
