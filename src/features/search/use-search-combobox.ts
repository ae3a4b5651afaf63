import { navigate } from 'gatsby';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { searchPagePath } from '../../domain/search/search';

interface SearchCombobox {
  /** Whether the popup may show (the box has focus and was not dismissed). */
  open: boolean;
  /** The active option (aria-activedescendant), -1 for none. */
  active: number;
  /** Whether the listbox is shown: open with options. */
  expanded: boolean;
  /** Clears the box and goes to `href` (a result, or the search page). */
  go(href: string): void;
}

interface SearchComboboxOptions {
  /** Where each option leads, in order; none while there is nothing to choose. */
  hrefs: ReadonlyArray<string>;
  /** Told the box's value whenever it changes (typing, Escape, leaving for a result). */
  onQuery(value: string): void;
  /** The id of option `index` (what aria-activedescendant names). */
  optionId(index: number): string;
}

/**
 * The keyboard and focus behaviour of the header's search box, an ARIA 1.2 combobox with a listbox
 * popup: typing opens it, ArrowDown/ArrowUp move the active option (focus stays in the box,
 * wrapping at both ends), Enter opens the active option or else the search page for the typed
 * query, Escape clears. The box is a plain server-rendered input (header-search.tsx), so this
 * hook drives it through its DOM events and keeps aria-expanded and aria-activedescendant current.
 */
export function useSearchCombobox(input: RefObject<HTMLInputElement>, options: SearchComboboxOptions): SearchCombobox {
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const expanded = open && options.hrefs.length > 0;

  // What the box's key handler needs, current at every event.
  const latest = useRef({ ...options, active, expanded });
  latest.current = { ...options, active, expanded };

  const go = useCallback(
    (href: string) => {
      const box = input.current;
      if (box) {
        box.value = '';
        box.blur();
      }
      latest.current.onQuery('');
      setOpen(false);
      navigate(href);
    },
    [input],
  );

  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const onInput = () => {
      latest.current.onQuery(box.value);
      setActive(-1);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const { hrefs, active: current, expanded: shownNow } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const count = hrefs.length;
        if (count > 0) setActive(event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        box.value = '';
        latest.current.onQuery('');
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        go(shownNow && current >= 0 ? hrefs[current] : searchPagePath(box.value));
      }
    };
    box.addEventListener('input', onInput);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    box.addEventListener('keydown', onKeyDown);
    // Keys typed between the first render (which read the box) and now had no listener yet: the
    // last of them would be lost (the popup answering "cha" while the box says "chat").
    latest.current.onQuery(box.value);
    if (document.activeElement === box) setOpen(true);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('keydown', onKeyDown);
    };
  }, [input, go]);

  // The combobox state on the box (aria-controls is static, on the server-rendered box).
  const { optionId } = options;
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
  }, [input, expanded, active, optionId]);

  return { open, active, expanded, go };
}
