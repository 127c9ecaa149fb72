export { SessionNotice, type SessionNoticeProps } from './SessionNotice';
