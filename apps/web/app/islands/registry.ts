import type { ComponentProps } from 'react';

/**
 * Every island a public page may run, by name (<Island name props>: islands/island.tsx). The browser
 * loads an island's code from here when it wakes (islands/entry.ts), the server loads them all once
 * (islands/render.server.tsx). Each loads on its own, with only what it imports.
 */
export const islands = {
  chat: () => import('../layouts/public/chat-assistant').then((m) => m.ChatAssistant),
  header: () => import('../layouts/public/header').then((m) => m.Header),
  'newsletter-form': () => import('../components/newsletter-form').then((m) => m.NewsletterForm),
  // The home page.
  'impact-counter': () => import('../features/home/impact-counter').then((m) => m.ImpactCounter),
  'partner-carousel': () => import('../features/home/partner-carousel').then((m) => m.PartnerCarousel),
  'program-cards': () => import('../features/home/program-cards').then((m) => m.ProgramCards),
  'social-media': () => import('../features/home/social-media').then((m) => m.SocialMedia),
  // The media page.
  'media-tabs': () => import('../features/media/media-tabs').then((m) => m.MediaTabs),
  'media-subscribe': () => import('../features/media/subscribe-band').then((m) => m.SubscribeBand),
  // The events page.
  'events-calendar-toggle': () => import('../features/events/events-page').then((m) => m.CalendarToggle),
  'events-page': () => import('../features/events/events-page').then((m) => m.EventsPage),
  // The publications page.
  'publications-list': () => import('../features/publications/publications-list').then((m) => m.PublicationsList),
  // The about page.
  'who-we-are': () => import('../features/about/who-we-are').then((m) => m.WhoWeAre),
  // The article and project pages (and the staff's preview of an article).
  'share-menu': () => import('../components/share-menu').then((m) => m.ShareMenu),
  // The research page.
  'projects-list': () => import('../features/research/projects-list').then((m) => m.ProjectsList),
  // The programmes page.
  'programs-portfolio': () => import('../features/programs/programs-portfolio').then((m) => m.ProgramsPortfolio),
  // The training page.
  'students-directory': () => import('../features/training/students-directory').then((m) => m.StudentsDirectory),
  // The team page.
  'team-directory': () => import('../features/team/team-directory').then((m) => m.TeamDirectory),
  // The impact page.
  'animated-stats': () => import('../features/impact/animated-stats').then((m) => m.AnimatedStats),
  'country-map': () => import('../features/impact/country-map').then((m) => m.CountryMap),
  'field-sites': () => import('../features/impact/field-sites').then((m) => m.FieldSitesMap),
  // The partners page.
  'partner-directory': () => import('../features/partners/partner-directory').then((m) => m.PartnerDirectory),
  'partner-map': () => import('../features/partners/partner-map').then((m) => m.PartnerMap),
  // The contact page.
  'contact-form': () => import('../features/contact/contact-form').then((m) => m.ContactForm),
  'contact-map': () => import('../features/contact/contact-map').then((m) => m.ContactMap),
  // The newsletter page.
  'newsletter-page': () => import('../features/newsletter/newsletter-page').then((m) => m.NewsletterPage),
  // The careers page.
  'careers-page': () => import('../features/careers/careers-page').then((m) => m.CareersPage),
  // The get-involved page.
  'get-involved-page': () => import('../features/get-involved/get-involved-page').then((m) => m.GetInvolvedPage),
  // The policy pages (privacy, terms, accessibility).
  'print-button': () => import('../features/legal/print-button').then((m) => m.PrintButton),
};

export type IslandName = keyof typeof islands;

/**
 * The islands that render from their props and the page's path alone (never the query, the hash or
 * the time): each is rendered at the path, and the server renders it once per page and props and keeps
 * it (islands/render.server.tsx), so a search of a list does not render the header again.
 */
export const renderedFromPath: ReadonlySet<IslandName> = /* @__PURE__ */ new Set<IslandName>([
  'header',
  'chat',
  'newsletter-form',
  'impact-counter',
  'partner-carousel',
  'animated-stats',
  'contact-map',
]);

/** What an island renders from: its component's props (plain data, written into the page as JSON). */
export type IslandPropsOf<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]>>>;
