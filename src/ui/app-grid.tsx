import { Grid } from './primitives';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { AppCard } from './app-card';

export function AppGrid({ apps, label }: { apps: AppCardData[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {apps.map((app) => (
        <li key={app.slug}>
          <AppCard app={app} />
        </li>
      ))}
    </Grid>
  );
}
