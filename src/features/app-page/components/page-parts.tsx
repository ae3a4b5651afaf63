import type { AppPageQueryData } from '../app-page-data';
import { BelowTheFold } from './below-the-fold';
import { HeaderFacts } from './header-facts';
import { PlanCards } from './plan-cards';
import { ScreenshotGallery } from './screenshot-gallery';
import { StickyActionLayout } from './sticky-action-box';

/**
 * Everything under the app header: the access and placement cards, the action box (pricing and
 * the primary action, sticky at desktop widths), the plans, the screenshot gallery, the sections
 * of §2 and more by the developer. It hydrates from its own chunk (see product-page.tsx); the
 * server renders it in full, so nothing waits for this code to be seen. `unavailable`: hidden or
 * deleted since the build (§4 Loading), so the action box offers no action.
 */
export function PageParts({ data, unavailable = false }: { data: AppPageQueryData; unavailable?: boolean }) {
  return (
    <StickyActionLayout app={data.app} unavailable={unavailable} top={<HeaderFacts app={data.app} />}>
      <PlanCards app={data.app} />
      <ScreenshotGallery screenshots={data.app.screenshots} name={data.app.name} />
      <BelowTheFold data={data} />
    </StickyActionLayout>
  );
}
