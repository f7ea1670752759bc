/** Texts of the not-found and error pages. */
export const notFoundCopy = {
  name: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  eyebrow: 'Error 404',
  heading: 'We could not find that page',
  lead: 'The page you are looking for may have moved, or the address may be mistyped. These pages are a good place to continue:',
  links: [
    { label: 'Home', to: '/', text: 'Start again from the home page.' },
    { label: 'About us', to: '/about', text: 'Who we are, our vision and our approach.' },
    { label: 'Research', to: '/research', text: 'Ongoing and completed research projects.' },
    { label: 'Latest news', to: '/media#news', text: 'News, stories and reports from the centre.' },
    { label: 'Contact us', to: '/contact', text: 'Ask our team; we reply within one business day.' },
  ],
};

export const errorCopy = {
  name: 'Something went wrong',
  heading: 'Something went wrong',
  lead: 'We are sorry: this page could not be shown. Please try again in a moment, or go back to the home page.',
  retry: 'Try again',
  home: 'Back to home',
};
