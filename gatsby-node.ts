import type { GatsbyNode } from 'gatsby';
import { createCataloguePages } from './src/build/create-pages';
import { CATALOGUE_TYPE_DEFS } from './src/build/schema';
import { sourceCatalogueNodes } from './src/build/source-nodes';

// Thin by design: the build's logic lives in src/build.

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(CATALOGUE_TYPE_DEFS);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceCatalogueNodes(args);

export const createPages: GatsbyNode['createPages'] = (args) => createCataloguePages(args);

// No source maps in the production bundle: they publish the sources and nothing here uploads them.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};
