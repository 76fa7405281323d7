// What a page shows when it cannot be drawn at all: its script failed to load again after the one reload
// a failed chunk forces, or while the browser was offline (then the page loads by itself once it is
// online again), or a component broke. Without it React would take
// the whole document down, header and menu included; with it the page's place says what happened and
// offers to load the page again, and the header, the menus and the footer still take the visitor
// elsewhere. A move to another page (another `page`) starts it afresh. It is not keyed by the page: a new
// boundary would show the loading page's spinner at once, where one kept keeps the page before on screen
// until the next is ready (a transition), and focus would find no heading to go to.
import { Component, type ReactNode } from 'react';
import { OfflineLoadError } from '../lazy-page';
import { LoadError } from './load-error';
import { PageDrawn } from './page-drawn';

interface Props {
  /** The page shown; another one clears the error. */
  page: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  page: string;
}

export class PageBoundary extends Component<Props, State> {
  override state: State = { error: null, page: this.props.page };

  /** A page whose script could not load offline loads as soon as the browser is online again. */
  private readonly online = () => window.location.reload();

  override componentDidUpdate() {
    if (this.state.error instanceof OfflineLoadError) window.addEventListener('online', this.online, { once: true });
    else window.removeEventListener('online', this.online);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.online);
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { error: null, page: props.page };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="page-boundary">
        <LoadError error={error} onRetry={() => window.location.reload()} />
        <PageDrawn />
      </section>
    );
  }
}
