import { SessionNotice } from '@waldmonitor/ui';

export interface UserDataNoticeProps {
  /** The service's own text of the failed load. */
  details: string;
  onRetry: () => Promise<void>;
}

/**
 * The banner over every page while the person's user data could not be loaded (requirements
 * §4). A module of its own: the shell loads it only when the load has failed.
 */
export function UserDataNotice({ details, onRetry }: UserDataNoticeProps) {
  return (
    <SessionNotice
      title="Ihre Nutzerdaten konnten nicht geladen werden."
      message="Bis sie geladen sind, sehen Sie nur, was neue Nutzer sehen. Laden Sie sie erneut; gelingt das nicht, wenden Sie sich bitte an die Geschäftsstelle."
      details={details}
      onRetry={onRetry}
    />
  );
}
