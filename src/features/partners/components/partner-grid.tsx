import { Grid } from '../../../ui/primitives';
import type { PartnerCardData } from '../partner-data';
import { PartnerCard } from './partner-card';

export function PartnerGrid({ partners, label }: { partners: PartnerCardData[]; label: string }) {
  return (
    <Grid aria-label={label} $min={300}>
      {partners.map((partner) => (
        <li key={partner.slug}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </Grid>
  );
}
