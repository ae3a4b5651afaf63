import { navigate as routerNavigate } from '@gatsbyjs/reach-router';
import { navigate, withPrefix } from 'gatsby';
import { navigateInPage } from './navigate-in-page';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));
jest.mock('@gatsbyjs/reach-router', () => ({ navigate: jest.fn(async () => undefined) }));

describe('navigateInPage', () => {
  beforeEach(() => jest.mocked(withPrefix).mockImplementation((path: string) => `/marketplace${path}`));
  afterEach(() => {
    jest.mocked(withPrefix).mockImplementation((path: string) => path);
    jest.clearAllMocks();
  });

  it("hands the prefixed address straight to the router: Gatsby's navigate (which fetches page data first) is not used", () => {
    navigateInPage('/apps/?payment=free');
    expect(routerNavigate).toHaveBeenCalledWith('/marketplace/apps/?payment=free', {});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces the history entry when asked ("Show more")', () => {
    navigateInPage('/apps/?shown=48', { replace: true });
    expect(routerNavigate).toHaveBeenCalledWith('/marketplace/apps/?shown=48', { replace: true });
  });
});
