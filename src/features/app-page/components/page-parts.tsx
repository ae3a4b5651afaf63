import type { AppPageQueryData } from '../app-page-data';
import { BelowTheFold } from './below-the-fold';
import { HeaderFacts } from './header-facts';
import { ScreenshotGallery } from './screenshot-gallery';

/**
 * Everything under the app header: the access / pricing / placement cards, the screenshot gallery,
 * the sections of §2 and more by the developer. It hydrates from its own chunk (see
 * product-page.tsx); the server renders it in full, so nothing waits for this code to be seen.
 */
export function PageParts({ data }: { data: AppPageQueryData }) {
  return (
    <>
      <HeaderFacts app={data.app} />
      <ScreenshotGallery screenshots={data.app.screenshots} name={data.app.name} />
      <BelowTheFold data={data} />
    </>
  );
}
