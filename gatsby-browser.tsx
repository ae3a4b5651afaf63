import type { GatsbyBrowser } from 'gatsby';
import { RootElement } from './src/app/root-element';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;
