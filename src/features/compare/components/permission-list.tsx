import { ACCESS_LABELS, NO_ACCOUNT_ACCESS, OTHER_AREA, permissionAreas } from '../../../domain/catalogue/scopes';
import { Muted } from '../../../ui/primitives';

/**
 * What an app can access, as permission areas with their access level (§3). Scopes the table
 * does not know are listed by name under "Other". `null` = the page data carries no scopes.
 */
export function PermissionList({ scopes }: { scopes: string[] | null }) {
  if (scopes === null) return <Muted>Not listed</Muted>;
  const areas = permissionAreas(scopes);
  if (areas.length === 0) return <Muted>{NO_ACCOUNT_ACCESS}</Muted>;
  return (
    <ul>
      {areas.map(({ area, access, scopes: inArea }) => (
        <li key={area}>
          <strong>{area}</strong>
          {area === OTHER_AREA ? <>: {inArea.join(', ')}</> : null}
          <br />
          <Muted>{ACCESS_LABELS[access]}</Muted>
        </li>
      ))}
    </ul>
  );
}
