import { type RefObject, useEffect, useState } from 'react';

/**
 * How many pixels at the bottom of the layout viewport the on-screen keyboard covers. A phone's
 * keyboard shrinks only the visual viewport (iOS, Chrome since 108), so a bar fixed or sticky at the
 * bottom would sit behind it; the VisualViewport API tells where the visible part ends.
 */
function coveredBelow() {
  const view = window.visualViewport;
  if (!view) return 0;
  return Math.max(0, Math.round(window.innerHeight - view.height - view.offsetTop));
}

/** The keyboard's cover in pixels, followed as the keyboard opens, closes and the page scrolls under it. */
export function useKeyboardInset(active: boolean) {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const view = window.visualViewport;
    if (!active || !view) return;
    const update = () => setInset(coveredBelow());
    update();
    view.addEventListener('resize', update);
    view.addEventListener('scroll', update);
    return () => {
      view.removeEventListener('resize', update);
      view.removeEventListener('scroll', update);
    };
  }, [active]);
  return inset;
}

const isField = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Scrolls the focused field up when its bottom is under the bar (or the keyboard under the bar). */
function revealFocused(bar: HTMLElement) {
  const field = document.activeElement;
  if (!isField(field) || bar.contains(field)) return;
  const view = window.visualViewport;
  const visibleBottom = (view ? view.offsetTop + view.height : window.innerHeight) - bar.offsetHeight - 8;
  const { bottom } = field.getBoundingClientRect();
  if (bottom > visibleBottom) window.scrollBy({ top: bottom - visibleBottom });
}

/**
 * Keeps the field being typed in above a bar at the bottom of the screen: the page's scroll padding
 * leaves the bar's height free when the browser scrolls a field into view, and a field that still ends
 * under the bar (the keyboard opened after the focus) is scrolled up.
 */
export function useKeepFocusAbove(bar: RefObject<HTMLElement | null>, active: boolean, keyboard: number) {
  useEffect(() => {
    const element = bar.current;
    if (!active || !element) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${element.offsetHeight + keyboard + 8}px`;
    const reveal = () => requestAnimationFrame(() => revealFocused(element));
    reveal();
    document.addEventListener('focusin', reveal);
    window.visualViewport?.addEventListener('resize', reveal);
    return () => {
      root.style.scrollPaddingBottom = '';
      document.removeEventListener('focusin', reveal);
      window.visualViewport?.removeEventListener('resize', reveal);
    };
  }, [bar, active, keyboard]);
}
