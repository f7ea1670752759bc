export { CtaBand } from './cta-band';
export { FeatureGrid } from './feature-grid';
export { PageHero } from './page-hero';
export { Section } from './section';
export { StatGrid } from './stat-grid';
