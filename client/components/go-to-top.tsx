// The desktop go-to-top button: shown once the page has scrolled more than 500 px. It renders
// nothing on the server and on the first client render (scroll position is a browser fact), so
// hydration matches; an effect then follows the scroll position.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '../../shared/limits';
import { ArrowUp } from './layout-icons';

export interface GoToTopProps {
  /** Id of a focusable (tabindex -1) element at the top of the page that takes focus after the jump. */
  focusTargetId?: string;
}

export function GoToTop({ focusTargetId }: GoToTopProps) {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;

  const toTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears near the top: hand focus to the top of the page instead of losing it.
    if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="go-to-top" onClick={toTop} aria-label={t('goToTop')} title={t('goToTop')}>
      <ArrowUp className="go-to-top__icon" />
    </button>
  );
}
