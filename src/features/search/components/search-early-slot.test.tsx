/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../core/store';
import { theme } from '../../../ui/theme';
import { SearchEarlySlot } from './search-early-slot';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

describe('SearchEarlySlot on the server', () => {
  it('sends an empty slot and, inside a <template>, the results view for a sample with both sections', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <ThemeProvider theme={theme}>
          <SearchEarlySlot />
        </ThemeProvider>
      </Provider>,
    );
    expect(html).toMatch(/^<div data-search-early="" style="display:contents"><\/div><template data-search-early-template="">/);
    const template = html.slice(html.indexOf('<template'));
    expect(template).toContain('<section aria-labelledby="search-apps" id="apps"');
    expect(template).toContain('<section aria-labelledby="search-partners" id="partners"');
    expect(template).toContain('data-price=""');
    expect(template).toContain('data-stars="4.5"');
    expect(template).toContain('Show more <!-- -->apps</button>');
    expect(template.endsWith('</template>')).toBe(true);
  });
});
