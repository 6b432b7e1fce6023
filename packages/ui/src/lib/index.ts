export { cn } from './cn';
export { messageOf } from './error-message';
export { type LinkProps, type RenderLink, renderAnchor } from './link';
