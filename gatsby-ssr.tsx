import type { GatsbySSR } from 'gatsby';
import { RootElement } from './src/app/root-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;
