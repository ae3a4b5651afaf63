import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { assetUrl } from '../../../ui/asset-url';

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
 */
export function ScreenshotGallery({ screenshots, name }: { screenshots: Shot[]; name: string }) {
  const [current, setCurrent] = useState(0);
  // The picture joins the tab order once it can answer the arrow keys (after hydration).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const count = screenshots.length;
  if (count === 0) return null;
  const altOf = (index: number) => screenshots[index].alt || `${name} screenshot ${index + 1}`;
  const step = (to: (index: number, count: number) => number) => setCurrent((index) => to(index, count));

  const onKeyDown = (event: KeyboardEvent) => {
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
      {/* The carousel's stage takes focus so keyboard users can page it with the arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="stage" tabIndex={ready ? 0 : -1} role="group" aria-label={`Screenshot ${current + 1} of ${count}`}>
        <img src={assetUrl(screenshots[current].large)} alt={altOf(current)} width={1280} height={800} />
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
    </Gallery>
  );
}
