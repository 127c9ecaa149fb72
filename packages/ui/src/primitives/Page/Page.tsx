import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, fontSize, fontWeights, lineHeights, radii, space } from '../../theme';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { useChromeText } from '../../i18n';
import type { QueryState } from '../../model/queryState';

/**
 * What the page body shows. Every screen shows loading, failure, a missing record and
 * missing rights the same way, so these are states of the page, not markup of each screen.
 */
export type PageState =
  | { status: 'ready' }
  | { status: 'loading'; /** Announced by the spinner, e.g. "Nutzer wird geladen …". */ label?: string }
  | {
      status: 'error';
      /** What could not be done, e.g. "Der Nutzer konnte nicht geladen werden.". */
      title?: string;
      /** What the failed call rejected with: its German message and the service's text (describeServiceError). */
      error?: Error | null;
      onRetry?: () => unknown;
    }
  | { status: 'notFound'; title: string; description?: ReactNode; action?: ReactNode; icon?: IconName }
  | { status: 'forbidden'; title?: string; description?: ReactNode };

export interface PageBackLink {
  to: string;
  /** e.g. "Zurück zur Nutzerliste". */
  label: string;
}

export interface PageProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A line under the title naming the record or the person's situation, e.g. a role tag. */
  subtitle?: ReactNode;
  /** Buttons beside the title; shown only while the page is ready. */
  actions?: ReactNode;
  /** A link back to where a record was opened from, above the title. */
  backLink?: PageBackLink;
  /**
   * The read the page shows, taken whole: while it loads the body is a spinner, when it
   * failed the error state with its retry; otherwise the body follows `state`.
   */
  query?: QueryState<unknown>;
  /** The spinner's label while `query` loads, e.g. "Nutzer wird geladen …". */
  loadingLabel?: string;
  /** What could not be done when `query` failed, e.g. "Der Nutzer konnte nicht geladen werden.". */
  errorTitle?: string;
  /** Default ready: the body shows `children`. */
  state?: PageState;
  /** `narrow` keeps reading text at a comfortable line length (dashboard, forms). */
  width?: 'full' | 'narrow';
  children?: ReactNode;
  className?: string;
  /** Makes the title focusable from script (tabIndex -1), e.g. to move focus back to the top of the page. */
  titleRef?: Ref<HTMLHeadingElement>;
}

const READY: PageState = { status: 'ready' };

/** The frame every screen shares: back link, title with subtitle and actions, and the body or its state. */
export function Page({
  title,
  subtitle,
  actions,
  backLink,
  query,
  loadingLabel,
  errorTitle,
  state: given = READY,
  width = 'full',
  children,
  className,
  titleRef,
}: PageProps) {
  const state = query ? queryPageState(query, given, loadingLabel, errorTitle) : given;
  const isReady = state.status === 'ready';
  return (
    // Not a named landmark: the shell's <main> is the page's landmark, and a region named
    // like the page's own table ("Karten") would make two landmarks of one name.
    <Root className={className} gap={4} $width={width}>
      {backLink ? (
        <BackLink to={backLink.to}>
          <Icon name="chevronLeft" />
          {backLink.label}
        </BackLink>
      ) : null}
      <Inline justify="space-between" align="start" gap={3}>
        <Heading gap={1}>
          <Title ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
            {title}
          </Title>
          {subtitle !== undefined && subtitle !== null ? <Subtitle>{subtitle}</Subtitle> : null}
        </Heading>
        {isReady && actions !== undefined ? <Inline gap={2}>{actions}</Inline> : null}
      </Inline>
      <PageBody state={state}>{children}</PageBody>
    </Root>
  );
}

/** A loading or failed read comes before the screen's own state (not found, forbidden). */
function queryPageState(query: QueryState<unknown>, state: PageState, label?: string, title?: string): PageState {
  if (query.isLoading) return { status: 'loading', label };
  if (query.error !== null) return { status: 'error', title, error: query.error, onRetry: query.onRetry };
  return state;
}

function PageBody({ state, children }: { state: PageState; children?: ReactNode }) {
  const t = useChromeText();
  switch (state.status) {
    case 'ready':
      return <>{children}</>;
    case 'loading':
      return <Spinner placement="centre" size="2em" label={state.label ?? t('ui.pageLoading')} />;
    case 'error':
      return (
        <ErrorState
          headingLevel={2}
          title={state.title ?? t('ui.pageLoadFailed')}
          error={state.error}
          onRetry={state.onRetry}
        />
      );
    case 'notFound':
      return (
        <EmptyState
          icon={state.icon ?? 'search'}
          headingLevel={2}
          title={state.title}
          description={state.description}
          action={state.action}
        />
      );
    case 'forbidden':
      return (
        <EmptyState
          icon="lock"
          headingLevel={2}
          title={state.title ?? t('error.401.title')}
          description={state.description ?? t('error.401.body')}
        />
      );
  }
}

const Root = styled(Stack)<{ $width: 'full' | 'narrow' }>`
  max-width: ${(p) => (p.$width === 'narrow' ? '60rem' : 'none')};
`;

const Heading = styled(Stack)`
  flex: 1 1 20rem;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  align-self: flex-start;
  border-radius: ${radii.sm};
  color: ${color.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.tight};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Subtitle = styled.div`
  color: ${color.textSecondary};
  overflow-wrap: anywhere;
`;
