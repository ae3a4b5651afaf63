/**
 * Explicit GraphQL types for the catalogue nodes. @dontInfer keeps the build from scanning every
 * node to guess a schema (it matters at 2000+ apps); nested records travel as JSON.
 */
export const CATALOGUE_TYPE_DEFS = `
  type MarketplaceApp implements Node @dontInfer {
    appId: String!
    slug: String!
    name: String!
    hidden: Boolean!
    underMaintenance: Boolean!
    themed: Boolean!
    installable: Boolean!
    product: String!
    compatibility: [String!]!
    categorySlug: String!
    categoryName: String!
    shortDescription: String!
    longDescription: String!
    features: [String!]!
    benefits: [String!]!
    installations: Int!
    publishedAt: String
    submittedAt: String
    acceptedAt: String
    updatedAt: String!
    company: String!
    developerId: String!
    developerSlug: String
    icon: String!
    screenshots: JSON!
    widgetId: String
    designation: String
    plan: String
    trialDays: Int!
    tutorialUrl: String
    directInstallUrl: String
    languages: [String!]!
    industries: [String!]!
    types: [String!]!
    country: String!
    clientId: String
    scopes: [String!]!
    onboarding: Boolean!
    widgets: JSON!
    placements: [String!]!
    payment: JSON
    upgrades: JSON!
    support: JSON!
    terms: JSON!
    changelog: JSON!
    tags: [String!]!
    collections: [String!]!
    rate: Float
    votes: Int!
    ratingSummary: JSON
    resources: JSON
    customProps: JSON!
    lifecycle: String!
    isService: Boolean!
    paymentType: String!
    order: Float!
    featuredTag: String
    discountActive: Boolean!
    metaDescription: String!
  }

  type MarketplaceDeveloper implements Node @dontInfer {
    developerId: String!
    slug: String!
    developerName: String!
    description: String!
    website: String!
    email: String!
    logo: String!
    country: String!
    productsNumber: Int!
    apps: [String!]!
    services: [String!]!
  }

  type MarketplacePartner implements Node @dontInfer {
    partnerId: String!
    slug: String!
    name: String!
    company: String!
    shortDescription: String!
    description: String!
    logo: String!
    website: String!
    country: String!
    languages: [String!]!
    services: [String!]!
    products: [String!]!
    recommended: Boolean!
    rate: Float!
    votes: Int!
    rankScore: Float!
    reviews: JSON!
    campaign: JSON
    campaignSlug: String
    since: String!
  }

  type MarketplaceProspect implements Node @dontInfer {
    expertId: String!
    name: String!
    website: String!
    country: String!
  }
`;
