import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { assetUrl } from '../../../ui/asset-url';
import { Button } from '../../../ui/button';

const Dialog = styled.dialog`
  width: min(1240px, calc(100vw - 32px));
  max-width: none;
  max-height: calc(100vh - 32px);
  padding: 16px;
  border: 0;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overscroll-behavior: contain;
  &::backdrop {
    background: rgb(0 0 0 / 0.75);
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
  }
  h2 {
    font-size: 1.0625rem;
    margin: 0;
  }
  figure {
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  img {
    display: block;
    max-width: 100%;
    max-height: calc(100vh - 200px);
    width: auto;
    height: auto;
    border-radius: 8px;
  }
  figcaption {
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .steps {
    display: flex;
    justify-content: center;
    gap: 12px;
    margin-top: 12px;
  }
  /* The arrows' buttons square at least: a 44 px touch target. */
  button {
    min-width: 44px;
  }
`;

type Shot = { large: string };

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One screenshot large, in a native modal <dialog>: showModal() makes the page behind inert and
 * traps focus; focus starts on Close. Esc or Close (or a click on the backdrop) closes it and
 * `onClose` gets the screenshot last shown, for the gallery to show and to take focus back.
 * Left/Right (wrapping), Home and End move. Loaded on first open, from its own chunk.
 */
export default function ScreenshotLightbox({
  screenshots,
  start,
  altOf,
  onClose,
}: {
  screenshots: Shot[];
  start: number;
  altOf: (index: number) => string;
  onClose: (index: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const count = screenshots.length;
  // The close event reads these after the last render.
  const latest = useRef({ index, onClose });
  latest.current = { index, onClose };

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const closed = () => latest.current.onClose(latest.current.index);
    element.addEventListener('close', closed);
    if (!element.open) element.showModal();
    close.current?.focus();
    return () => {
      element.removeEventListener('close', closed);
      if (element.open) element.close();
    };
  }, []);

  const step = (to: (index: number, count: number) => number) => setIndex((current) => to(current, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      // Closed here rather than by the browser's cancel, the same everywhere.
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    const to = KEY_STEPS[event.key];
    if (!to) return;
    // The gallery behind listens to the same keys.
    event.preventDefault();
    event.stopPropagation();
    step(to);
  };

  // A click on the backdrop lands on the dialog itself (its content fills the box).
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };

  return (
    // Keys and backdrop clicks are extras: Close, Previous and Next are buttons.
    <Dialog ref={dialog} aria-labelledby="lightbox-title" onKeyDown={onKeyDown} onClick={onBackdrop} data-lightbox="">
      <div className="head">
        <h2 id="lightbox-title" aria-live="polite">
          Screenshot {index + 1} of {count}
        </h2>
        <Button ref={close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">✕ </span>Close
        </Button>
      </div>
      <figure>
        <img src={assetUrl(screenshots[index].large)} alt={altOf(index)} width={1280} height={800} />
        <figcaption aria-hidden="true">{altOf(index)}</figcaption>
      </figure>
      {count > 1 && (
        <div className="steps">
          <Button aria-label="Previous screenshot" onClick={() => step(KEY_STEPS.ArrowLeft)}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button aria-label="Next screenshot" onClick={() => step(KEY_STEPS.ArrowRight)}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </Dialog>
  );
}
