import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { assetUrl } from '../../../ui/asset-url';
import { PartBoundary } from '../../../ui/part-boundary';

// The large view's code loads on first use (or a hover or focus just before), not with the page.
const loadLightbox = () => import(/* webpackChunkName: "screenshot-lightbox" */ './screenshot-lightbox');
const ScreenshotLightbox = lazy(loadLightbox);

const Gallery = styled.section`
  margin: 8px 0 24px;
  max-width: 880px;
  .stage {
    display: block;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.subtle};
  }
  .stage img {
    display: block;
    width: 100%;
    height: auto;
  }
  .stage a {
    position: relative;
    display: block;
    cursor: zoom-in;
  }
  .stage .zoom {
    position: absolute;
    right: 12px;
    bottom: 12px;
    padding: 4px 10px;
    border-radius: 999px;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.onPrimary};
    background: rgb(0 0 0 / 0.72);
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-top: 12px;
  }
  .bar p {
    margin: 0;
    min-width: 4.5em;
    text-align: center;
    font-weight: 600;
  }
  .bar ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0 0 0 auto;
    padding: 0;
  }
  button {
    font: inherit;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  .step {
    width: 44px;
    height: 44px;
    font-size: 1.25rem;
    line-height: 1;
  }
  .thumb {
    padding: 2px;
    width: 76px;
    display: block;
  }
  .thumb img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 4px;
  }
  .thumb[aria-current='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    padding: 1px;
  }
  @media (max-width: 640px) {
    .bar ul {
      display: none;
    }
    .bar {
      justify-content: center;
    }
  }
`;

type Shot = { large: string; alt: string };

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Screenshots, one at a time. Keyboard: the picture takes focus (once hydrated); Left/Right (wrapping), Home and
 * End change the current screenshot anywhere in the gallery. The position ("2 of 4") is a polite
 * live region, the current thumbnail carries aria-current, and Previous/Next buttons do the same
 * for pointer and switch users. Plain React state, no library (the page's JS budget is tight).
 *
 * Clicking the picture, or Enter on it, opens it large (screenshot-lightbox.tsx); closing it
 * shows the screenshot last seen there and gives focus back to the picture. The picture is a link
 * to the image file as well, so it opens without script; its tabIndex -1 keeps one tab stop.
 */
export function ScreenshotGallery({ screenshots, name }: { screenshots: Shot[]; name: string }) {
  const [current, setCurrent] = useState(0);
  // The picture joins the tab order once it can answer the arrow keys (after hydration).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  /** The screenshot shown large, null while the large view is closed. */
  const [large, setLarge] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const count = screenshots.length;
  if (count === 0) return null;
  const altOf = (index: number) => screenshots[index].alt || `${name} screenshot ${index + 1}`;
  const step = (to: (index: number, count: number) => number) => setCurrent((index) => to(index, count));
  const preload = () => void loadLightbox();
  const closeLarge = (index: number) => {
    setLarge(null);
    setCurrent(index);
    stage.current?.focus();
  };
  const openLarge = (event: MouseEvent) => {
    // A new tab or window (modifier keys, middle click) is the browser's to open.
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setLarge(current);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === stage.current && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setLarge(current);
      return;
    }
    const to = KEY_STEPS[event.key];
    if (!to || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    step(to);
  };

  return (
    <Gallery id="screenshots" aria-labelledby="screenshots-title" onKeyDown={onKeyDown}>
      <h2 id="screenshots-title" className="visually-hidden">
        Screenshots
      </h2>
      <div
        ref={stage}
        className="stage"
        // The carousel's stage takes focus so keyboard users can page it with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={ready ? 0 : -1}
        role="group"
        aria-label={`Screenshot ${current + 1} of ${count}`}
        aria-keyshortcuts="Enter ArrowLeft ArrowRight"
        onFocus={preload}
        onPointerEnter={preload}
      >
        <a href={assetUrl(screenshots[current].large)} tabIndex={-1} onClick={openLarge} data-open-large="">
          <img src={assetUrl(screenshots[current].large)} alt={altOf(current)} width={1280} height={800} />
          <span className="zoom">
            View larger<span className="visually-hidden">: screenshot {current + 1}</span>
          </span>
        </a>
      </div>
      {count > 1 && (
        <div className="bar">
          <button type="button" className="step" aria-label="Previous screenshot" onClick={() => step(KEY_STEPS.ArrowLeft)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p aria-live="polite" aria-atomic="true">
            {current + 1} of {count}
            <span className="visually-hidden">: {altOf(current)}</span>
          </p>
          <button type="button" className="step" aria-label="Next screenshot" onClick={() => step(KEY_STEPS.ArrowRight)}>
            <span aria-hidden="true">›</span>
          </button>
          <ul aria-label="All screenshots">
            {screenshots.map((shot, index) => (
              <li key={`${shot.large}-${index}`}>
                <button
                  type="button"
                  className="thumb"
                  aria-label={`Screenshot ${index + 1}: ${altOf(index)}`}
                  aria-current={index === current}
                  onClick={() => setCurrent(index)}
                >
                  <img src={assetUrl(shot.large)} alt="" width={128} height={80} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {large !== null && (
        <PartBoundary name="screenshot lightbox" fallback="quiet">
          <Suspense fallback={null}>
            <ScreenshotLightbox screenshots={screenshots} start={large} altOf={altOf} onClose={closeLarge} />
          </Suspense>
        </PartBoundary>
      )}
    </Gallery>
  );
}
