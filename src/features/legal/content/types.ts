/** Who runs the site: build-time settings (VITE_SITE_OWNER_* in .env.example). */
export interface SiteOwner {
  /** Product name, e.g. "Deutsch Lernen". */
  productName: string;
  /** Full name of the person responsible (§ 5 DDG). */
  name: string;
  /** Street and house number. */
  street: string;
  /** Postcode and city, e.g. "10115 Berlin". */
  city: string;
  email: string;
}
