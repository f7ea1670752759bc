export { CtaBand, LinkPair } from './cta-band';
export { FeatureGrid } from './feature-grid';
export { MoreLink } from './more-link';
export { PageHero } from './page-hero';
export { Section } from './section';
export { StatGrid } from './stat-grid';
