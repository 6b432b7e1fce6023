export { Tag, type TagProps, tagVariants } from './tag';
