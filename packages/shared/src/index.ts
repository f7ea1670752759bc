export * from './constants';
export * from './messages';
export * from './schemas/common';
export * from './schemas/users';
export * from './schemas/auth';
export * from './public-config';
