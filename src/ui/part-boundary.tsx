import { withPrefix } from 'gatsby';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadFailure } from './chunk-failure';

/**
 * One part of the page that failed (a render that threw on a bad answer, a chunk that could not
 * load) takes its own place only: the rest of the page stays. Without a boundary React unmounts
 * the whole page, leaving it blank for good.
 *
 * - `quiet` parts (the footer, the banner, a tray, a toast) simply disappear;
 * - `inline` parts (an action, the account area) say so in a line with Retry;
 * - the `page` part says so in the page's place with Retry and a way back to the apps.
 *
 * Retry renders the part again; a part whose code could not load is fetched again by reloading the
 * page (a lazy part keeps its failed load), once the browser is online.
 */
export type PartFallback = 'quiet' | 'inline' | 'page';

export const PART_ERROR_TEXT = {
  inline: "This part couldn't be shown.",
  pageTitle: 'Something went wrong',
  page: "This page couldn't be shown. You can try again, or go back to the apps.",
  retry: 'Retry',
  home: 'Go to all apps',
} as const;

interface PartBoundaryProps {
  /** Names the part in `data-part-error` and in the console. */
  name: string;
  fallback?: PartFallback;
  /** What a `quiet` part shows instead of nothing (a toast's text, when its code could not load). */
  replacement?: ReactNode;
  /** A new value (the next page's path) clears a failure: the next page is not the failed one. */
  resetKey?: string;
  children: ReactNode;
}

interface PartBoundaryState {
  error: unknown;
  attempt: number;
  resetKey?: string;
}

export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState): Partial<PartBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error: error ?? new Error('A part of the page failed') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The global error reporting (Sentry, once started) sees console errors; the part is named.
    console.error(`The "${this.props.name}" part failed`, error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadFailure(this.state.error) && typeof window !== 'undefined' && window.navigator.onLine !== false) {
      window.location.reload();
      return;
    }
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    const { fallback = 'inline', name, children } = this.props;
    if (!error) return <Fragment key={attempt}>{children}</Fragment>;
    if (fallback === 'quiet') return this.props.replacement ?? null;
    if (fallback === 'page') {
      return (
        <div role="alert" data-part-error={name} style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
          <h1>{PART_ERROR_TEXT.pageTitle}</h1>
          <p>{PART_ERROR_TEXT.page}</p>
          <p>
            <button type="button" onClick={this.retry}>
              {PART_ERROR_TEXT.retry}
            </button>{' '}
            <a href={withPrefix('/apps/')}>{PART_ERROR_TEXT.home}</a>
          </p>
        </div>
      );
    }
    return (
      <span role="alert" data-part-error={name}>
        {PART_ERROR_TEXT.inline}{' '}
        <button type="button" onClick={this.retry}>
          {PART_ERROR_TEXT.retry}
        </button>
      </span>
    );
  }
}
