export { Badge, type BadgeTone } from './badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState } from './empty-state';
export { Pagination, pageWindow } from './pagination';
export { Spinner } from './spinner';
export { Tabs, type TabItem } from './tabs';
export { useBodyScrollLock } from './use-body-scroll-lock';
export { ButtonLink } from './button-link';
