export { MailFlagList, type MailFlagListProps } from './MailFlagList';
