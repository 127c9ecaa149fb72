export { SessionExpired, type SessionExpiredProps } from './SessionExpired';
