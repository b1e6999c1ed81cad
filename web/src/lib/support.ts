export { SUPPORT_EMAIL } from '@lienminder/shared';
