import { ComparePage } from '../../features/compare/components/compare-page';
import { Seo } from '../../ui/seo';

/** /apps/compare/?ids=a,b,c — up to three apps side by side (issue 3). */
export default function CompareAppsPage() {
  return <ComparePage />;
}

export function Head() {
  return (
    <Seo
      title="Compare apps"
      description="Compare up to three apps side by side: price, trial, rating, compatibility and permissions."
      path="/apps/compare/"
      noindex
    />
  );
}
