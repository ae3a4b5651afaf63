import { withPrefix, type GatsbySSR } from 'gatsby';
import { wrapPageElement as wrapPage } from './src/app/page-element';
import { RootElement } from './src/app/root-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<link key="icon" rel="icon" type="image/svg+xml" href={withPrefix('/favicon.svg')} />]);
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;
