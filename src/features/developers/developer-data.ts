export interface DeveloperData {
  developerId: string;
  slug: string;
  developerName: string;
  /** Sanitised at build time. */
  description: string;
  website: string;
  email: string;
  logo: string;
  country: string;
  productsNumber: number;
}
