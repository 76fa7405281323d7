// The chat entry point on every page of both layouts: a small "Contact us" button, and ?contact=1 on any
// page opening the chat after hydration, exactly like a click on the button.
// The chat is the configured provider's (chat-provider.ts) or, by default, the site's contact panel.
// docs/decisions/0006-chat-widget.md
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSite } from '../../site-context';
import { linkLeads } from '../navigation-focus';
import { loadChatScript, openProviderChat, type ChatProviderConfig } from './chat-provider';

const CONTACT_PARAM = 'contact';

// The panel (and its dialog) is loaded when it is first opened: most visits never open it.
const ContactPanel = lazy(() => import('./contact-panel').then((module) => ({ default: module.ContactPanel })));

export function ChatLauncher() {
  const { t } = useTranslation('chat');
  const { config, lang, layout } = useSite();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get(CONTACT_PARAM) === '1';
  // Closed on the server and in the first client render; opened by an effect (no hydration mismatch).
  const [panelOpen, setPanelOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);

  const provider = useMemo<ChatProviderConfig | null>(
    () => (config.chatScriptUrl && config.chatKey ? { scriptUrl: config.chatScriptUrl, key: config.chatKey } : null),
    [config.chatScriptUrl, config.chatKey],
  );

  useEffect(() => {
    if (provider) void loadChatScript(provider);
  }, [provider]);

  /**
   * Closing the chat takes contact=1 out of the URL, in place (no new history entry), and only it: the
   * rest of the query and the fragment stay. The URL is read when the chat closes (a provider's chat
   * calls this long after it was opened).
   */
  const dropContactParam = useCallback(() => {
    const next = new URLSearchParams(window.location.search);
    next.delete(CONTACT_PARAM);
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '', hash: window.location.hash }, { replace: true, preventScrollReset: true });
  }, [navigate]);

  const open = useCallback(async () => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    if (provider) {
      setBusy(true);
      const opened = await openProviderChat(provider, { language: lang, layout, onClose: dropContactParam });
      setBusy(false);
      if (opened) return;
    }
    setPanelOpen(true);
  }, [provider, lang, layout, dropContactParam]);

  useEffect(() => {
    if (requested) void open();
    // Only a change of the query opens the chat, not a new `open` function.
  }, [requested]);

  // Another page or another query shown under the open panel (the browser's Back or Forward) closes it:
  // it was opened over the page the visitor has left. Focus goes back to where it was on the same path;
  // a new path's heading takes it.
  const { pathname, search } = useLocation();
  const place = `${pathname}?${withoutContact(search)}`;
  const shownPlace = useRef({ place, pathname });
  useEffect(() => {
    const before = shownPlace.current;
    if (before.place === place) return;
    shownPlace.current = { place, pathname };
    if (!panelOpen) return;
    restoreFocus.current = before.pathname === pathname;
    setPanelOpen(false);
    // Only a change of page or query closes it, not its own opening.
  }, [place]);

  const closePanel = useCallback(() => {
    if (!panelOpen) return;
    restoreFocus.current = true;
    setPanelOpen(false);
    if (searchParams.get(CONTACT_PARAM) === '1') dropContactParam();
  }, [panelOpen, searchParams, dropContactParam]);

  const leavePanel = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const leads = linkLeads(event);
      // Opened in another tab: this page, its panel and its focus stay as they are.
      if (leads === 'elsewhere') return;
      // The page left behind loses contact=1 in place before the link adds its entry: the visitor answered
      // the panel by choosing, so Back shows that page without it (rather than opening it again).
      const left = new URLSearchParams(window.location.search);
      if (left.get(CONTACT_PARAM) === '1') {
        left.delete(CONTACT_PARAM);
        const query = left.toString();
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
      }
      // The page shown now (its path, perhaps with another query): the link's own URL drops contact=1, and
      // no heading takes the focus, so it goes back where it was.
      restoreFocus.current = leads === 'here';
      // Another page: it owns the focus and the URL.
      setPanelOpen(false);
    },
    [],
  );

  // Focus goes back where it was once the dialog has left the page (while it is open the rest is inert),
  // unless one of its links took the visitor to another page.
  const finalFocus = useCallback(() => {
    if (!restoreFocus.current) return null;
    restoreFocus.current = false;
    return returnFocus.current?.isConnected ? returnFocus.current : launcherRef.current;
  }, []);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-busy={busy}
        onClick={() => void open()}
      >
        <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16A2.5 2.5 0 0 1 4 14z"
            fill="currentColor"
          />
        </svg>
        <span className="chat-launcher__label">{t('launcher')}</span>
      </button>
      {panelOpen && (
        <Suspense fallback={null}>
          <ContactPanel onClose={closePanel} onNavigate={leavePanel} finalFocus={finalFocus} />
        </Suspense>
      )}
    </>
  );
}

/** A query without the contact parameter, in a stable order. */
function withoutContact(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CONTACT_PARAM);
  params.sort();
  return params.toString();
}
