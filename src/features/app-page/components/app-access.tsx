import { ACCESS_LABELS, NO_ACCOUNT_ACCESS, permissionAreas } from '../../../domain/catalogue/scopes';
import { Badge } from '../../../ui/primitives';

/**
 * "What this app can access": the app's OAuth scopes grouped into the permission areas of §3, each
 * read only or read and write, with the raw scopes one click away. Shown before the price.
 */
export function AppAccess({ scopes }: { scopes: string[] }) {
  const areas = permissionAreas(scopes);
  return (
    <section className="card" aria-labelledby="access-title" data-block="access">
      <h2 id="access-title">What this app can access</h2>
      {areas.length === 0 ? (
        <p>{NO_ACCOUNT_ACCESS}</p>
      ) : (
        <>
          <ul className="rows">
            {areas.map(({ area, access }) => (
              <li key={area}>
                <span>{area}</span>
                <Badge $tone={access === 'read-write' ? 'warning' : 'neutral'}>{ACCESS_LABELS[access]}</Badge>
              </li>
            ))}
          </ul>
          <details>
            <summary>Permissions it asks for ({scopes.length})</summary>
            <ul className="scopes">
              {areas
                .flatMap((area) => area.scopes)
                .map((scope) => (
                  <li key={scope}>
                    <code>{scope}</code>
                  </li>
                ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
