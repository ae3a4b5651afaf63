import styled from 'styled-components';
import { assetUrl } from '../../../ui/asset-url';

const Strip = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0 0 8px;
  display: flex;
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li { flex: 0 0 min(560px, 85%); scroll-snap-align: start; }
  img { width: 100%; height: auto; border-radius: 12px; border: 1px solid ${({ theme }) => theme.colors.border}; display: block; }
`;

/** Screenshots in a scrollable strip; the strip takes keyboard focus so arrow keys scroll it. */
export function ScreenshotGallery({ screenshots, name }: { screenshots: { large: string; alt: string }[]; name: string }) {
  if (screenshots.length === 0) return null;
  return (
    <Strip aria-label={`${name} screenshots`} tabIndex={0}>
      {screenshots.map((shot, index) => (
        <li key={`${shot.large}-${index}`}>
          <img src={assetUrl(shot.large)} alt={shot.alt || `${name} screenshot ${index + 1}`} width={1280} height={800} loading={index === 0 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </Strip>
  );
}
