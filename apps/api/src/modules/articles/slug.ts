import { slugify } from '@mnch/shared';

export { slugify };
