import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../domain/site/dates';
import { mailtoHref, safeHref } from '../../../domain/site/safe-href';
import { ExternalLink } from '../../../ui/external-link';
import { Section } from '../../../ui/primitives';
import type { AppPageData } from '../app-page-data';
import { ReviewsBody } from './rating-summary';

const Body = styled.div`
  max-width: 860px;
  /* Developer text and addresses (a long support e-mail) wrap instead of widening the page on phones. */
  overflow-wrap: anywhere;
  ul {
    padding-left: 1.25em;
  }
  li {
    margin: 4px 0;
  }
`;

function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <Body>{children}</Body>
    </Section>
  );
}

const upgradeCount = (count: number) => (count === 1 ? '1 upgrade' : `${count} upgrades`);
const listNames = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');

/**
 * The sections of §2 in their order, each always there (a link to #upgrades lands on it): upgrades
 * says so when the app comes in one plan, else names the upgrades and links to the plan cards
 * (#plans, above) rather than listing them twice; features, benefits and the changelog only when they have entries.
 */
export function AppSections({ app }: { app: AppPageData }) {
  return (
    <>
      <PageSection id="upgrades" title="Upgrades">
        {app.upgrades.length === 0 ? (
          <p>No upgrades: {app.name} comes in one plan.</p>
        ) : (
          // The plans themselves are the cards above (PlanCards, #plans): named here, not repeated.
          <p>
            Besides its starting plan, {app.name} has {upgradeCount(app.upgrades.length)}:{' '}
            {listNames(app.upgrades.map((plan) => plan.name))}. <a href="#plans">Compare the plans</a>
          </p>
        )}
      </PageSection>
      <PageSection id="description" title="Description">
        {/* Sanitised at build time (src/build/source-nodes.ts). */}
        <div dangerouslySetInnerHTML={{ __html: app.longDescription }} />
      </PageSection>
      {app.features.length > 0 && (
        <PageSection id="features" title="Features">
          <ul>
            {app.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </PageSection>
      )}
      {app.benefits.length > 0 && (
        <PageSection id="benefits" title="Benefits">
          <ul>
            {app.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </PageSection>
      )}
      <PageSection id="support" title="Support">
        <ul className="developer-links">
          <li>
            Email:{' '}
            {mailtoHref(app.support.email) ? (
              <a href={mailtoHref(app.support.email) ?? undefined}>{app.support.email}</a>
            ) : (
              app.support.email
            )}
          </li>
          {safeHref(app.support.url) && (
            <li>
              <ExternalLink href={app.support.url}>Help center</ExternalLink>
            </li>
          )}
          {safeHref(app.support.docsUrl) && (
            <li>
              <ExternalLink href={app.support.docsUrl}>Documentation</ExternalLink>
            </li>
          )}
        </ul>
      </PageSection>
      <PageSection id="app-terms" title={app.isService ? 'Service terms' : 'App terms'}>
        <ul className="developer-links">
          {safeHref(app.terms.termsUrl) && (
            <li>
              <ExternalLink href={app.terms.termsUrl}>Terms of service</ExternalLink>
            </li>
          )}
          {safeHref(app.terms.privacyUrl) && (
            <li>
              <ExternalLink href={app.terms.privacyUrl}>Privacy policy</ExternalLink>
            </li>
          )}
        </ul>
      </PageSection>
      <PageSection id="reviews" title="Reviews">
        <ReviewsBody app={app} />
      </PageSection>
      {app.changelog.length > 0 && (
        <PageSection id="changelog" title="Changelog">
          <ol reversed style={{ listStyle: 'none', padding: 0 }}>
            {app.changelog.map((entry) => (
              <li key={entry.version}>
                <strong>{entry.version}</strong> · <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                <p style={{ margin: '4px 0 12px' }}>{entry.notes}</p>
              </li>
            ))}
          </ol>
        </PageSection>
      )}
    </>
  );
}
