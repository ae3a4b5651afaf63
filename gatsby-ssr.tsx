import type { GatsbySSR } from 'gatsby';
import { RootElement } from './src/app/root-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathPrefix }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<link key="icon" rel="icon" type="image/svg+xml" href={`${pathPrefix}/favicon.svg`} />]);
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;
