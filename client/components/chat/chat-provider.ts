// The optional third-party chat (docs/decisions/0006-chat-widget.md). When CHAT_SCRIPT_URL and
// CHAT_KEY are configured, the provider's script is loaded once and must define window.HearthlyChat;
// the site then opens the chat through that small adapter. Anything else (no configuration, a script
// that fails to load, times out or breaks) leaves the site's own contact panel in charge.
import type { Layout } from '../../../shared/routes';

export interface ChatOpenOptions {
  /** CHAT_KEY, also on the script element as data-key. */
  key: string;
  /** The interface language of the page (en, de, it, fr, es, ja). */
  language: string;
  layout: Layout;
  /** The adapter calls this when the visitor closes its chat window. */
  onClose(): void;
}

/** What the provider's script must define: window.HearthlyChat = { open(options) }. */
export interface ChatAdapter {
  open(options: ChatOpenOptions): void;
}

declare global {
  interface Window {
    HearthlyChat?: ChatAdapter;
  }
}

export interface ChatProviderConfig {
  scriptUrl: string;
  key: string;
}

/** How long a click waits for the provider's script before the site's own panel opens instead. */
export const CHAT_LOAD_TIMEOUT_MS = 8000;

let loading: Promise<ChatAdapter | null> | undefined;

const adapter = (): ChatAdapter | null =>
  typeof window.HearthlyChat?.open === 'function' ? window.HearthlyChat : null;

/** Add the provider's script to the page, once per page load; resolves to its adapter or null. */
export function loadChatScript({ scriptUrl, key }: ChatProviderConfig): Promise<ChatAdapter | null> {
  loading ??= new Promise<ChatAdapter | null>((resolve) => {
    if (adapter()) return resolve(adapter());
    const script = document.createElement('script');
    // The CSP allows the script's origin; the nonce of the page's own scripts is copied as well, for
    // providers whose script injects inline code. Browsers hide the nonce attribute, not the property.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.src = scriptUrl;
    script.async = true;
    script.dataset.key = key;
    const timer = window.setTimeout(() => resolve(null), CHAT_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve(adapter());
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      resolve(null);
    });
    document.head.appendChild(script);
  });
  return loading;
}

/** Open the provider's chat; false when there is no working provider (the caller shows its own panel). */
export async function openProviderChat(config: ChatProviderConfig, options: Omit<ChatOpenOptions, 'key'>): Promise<boolean> {
  const chat = await loadChatScript(config);
  if (!chat) return false;
  try {
    chat.open({ ...options, key: config.key });
    return true;
  } catch (error) {
    console.warn('The chat provider could not open; showing the contact panel instead.', error);
    return false;
  }
}
