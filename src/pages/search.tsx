import styled from 'styled-components';
import { Lead, PageTitle, Section } from '../ui/primitives';
import { Seo } from '../ui/seo';
import { SiteLayout } from '../ui/site-layout';

const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 640px;
  input {
    flex: 1; min-height: 48px; padding: 0 16px; font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 8px;
  }
  button {
    min-height: 48px; padding: 0 20px; font: inherit; font-weight: 600; border: 0; border-radius: 8px;
    background: ${({ theme }) => theme.colors.primary}; color: #fff; cursor: pointer;
  }
`;

/** The search page (§2): one query, two result sections (apps, partners). */
export default function SearchPage() {
  return (
    <SiteLayout>
      <PageTitle>Search</PageTitle>
      <Lead>Find apps, services and partner experts.</Lead>
      <Form role="search" action="" method="get">
        <label htmlFor="search-query" className="visually-hidden">Search the marketplace</label>
        <input id="search-query" name="q" type="search" placeholder="Search apps and partners" minLength={2} autoComplete="off" />
        <button type="submit">Search</button>
      </Form>
      <Section aria-labelledby="search-apps">
        <h2 id="search-apps">Apps</h2>
        <p>Type at least 2 characters to search apps.</p>
      </Section>
      <Section aria-labelledby="search-partners">
        <h2 id="search-partners">Partners</h2>
        <p>Type at least 2 characters to search partners.</p>
      </Section>
    </SiteLayout>
  );
}

export function Head() {
  return <Seo title="Search" description="Search apps, services and partner experts." path="/search/" />;
}
