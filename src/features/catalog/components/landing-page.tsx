import { Link } from 'gatsby';
import styled from 'styled-components';
import { ButtonLink, Lead, Section } from '../../../ui/primitives';
import type { AppCardData } from '../../../domain/catalogue/app-card-data';
import { AppGrid } from '../../../ui/app-grid';

const Hero = styled.section`
  margin-top: 32px;
  padding: 48px 40px;
  border-radius: 20px;
  background: linear-gradient(135deg, #eef3ff 0%, #fff4ec 100%);
  h1 {
    font-size: 2.75rem;
    margin-bottom: 12px;
  }
  @media (max-width: 640px) {
    padding: 28px 20px;
    h1 {
      font-size: 1.875rem;
    }
  }
`;

interface LandingSection {
  id: string;
  title: string;
  apps: AppCardData[];
}

/** A landing page (§2): a hero, then catalogue sections built at build time. */
export function LandingPage({
  title,
  intro,
  sections,
  cta,
}: {
  title: string;
  intro: string;
  sections: LandingSection[];
  cta: { to: string; label: string };
}) {
  return (
    <>
      <Hero>
        <h1>{title}</h1>
        <Lead>{intro}</Lead>
        <ButtonLink as={Link} to={cta.to}>
          {cta.label}
        </ButtonLink>
      </Hero>
      {sections
        .filter((section) => section.apps.length > 0)
        .map((section) => (
          <Section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            <AppGrid apps={section.apps} label={section.title} />
          </Section>
        ))}
    </>
  );
}
