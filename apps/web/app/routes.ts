import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The route table. Public pages share the public layout. */
export default [
  layout('layouts/public/public-layout.tsx', [
    index('features/home/home.route.tsx'),
    route('about', 'features/about/about.route.tsx'),
    route('impact', 'features/impact/impact.route.tsx'),
    route('jobs', 'features/careers/careers.route.tsx'),
    route('events', 'features/events/events.route.tsx'),
    route('focus-areas', 'features/focus-areas/focus-areas.route.tsx'),
    route('community-engagement', 'features/community-engagement/community-engagement.route.tsx'),
    route('publications', 'features/publications/publications.route.tsx'),
    route('team', 'features/team/team.route.tsx'),
    route('programs', 'features/programs/programs.route.tsx'),
    route('training', 'features/training/training.route.tsx'),
    route('research', 'features/research/research.route.tsx'),
    route('partners', 'features/partners/partners.route.tsx'),
    route('media', 'features/media/media.route.tsx'),
    route('contact', 'features/contact/contact.route.tsx'),
    route('newsletter', 'features/newsletter/newsletter.route.tsx'),
    route('get-involved', 'features/get-involved/get-involved.route.tsx'),
    route('privacy', 'features/legal/privacy.route.tsx'),
    route('terms', 'features/legal/terms.route.tsx'),
    route('accessibility', 'features/legal/accessibility.route.tsx'),
    route('article/:slug', 'features/article/article.route.tsx', { id: 'ArticleContent' }),
    route('*', 'features/not-found/not-found.route.tsx'),
  ]),

  // Outside the public layout: no public header or footer.
  route('pdf-viewer', 'features/pdf-viewer/pdf-viewer.route.tsx'),
  route('pdf-viewer/*', 'features/pdf-viewer/pdf-viewer-path.route.ts'),
  route('login', 'features/auth/login.route.tsx'),
  layout('layouts/admin/admin-layout.tsx', [
    route('admin', 'features/admin/dashboard/dashboard.route.tsx'),
    route('admin/users', 'features/admin/users/users.route.tsx'),
    route('admin/projects', 'features/admin/projects/projects.route.tsx'),
    route('admin/articles', 'features/admin/articles/articles.route.tsx'),
    route('admin/newsletters', 'features/admin/newsletters/newsletters.route.tsx'),
    route('admin/publications', 'features/admin/publications/publications.route.tsx'),
    route('admin/events', 'features/admin/events/events.route.tsx'),
    route('admin/gallery', 'features/admin/gallery/gallery.route.tsx'),
    route('admin/inquiries', 'features/admin/inquiries/inquiries.route.tsx'),
    // Issue 20.
    route('admin/settings', 'features/admin/settings/settings.route.tsx'),
    route('admin/figures', 'features/admin/figures/figures.route.tsx'),
  ]),
] satisfies RouteConfig;
